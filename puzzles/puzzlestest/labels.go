package puzzlestest

import (
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// LabelKeys returns the keys of EntersCells for boards typed one pad
// button a cell, or a number's digits (see Typist.Keys): label names the
// button that types a cell's value, "" when the cell stays blank.
func LabelKeys[P interface{ At(grid.Pos) V }, V any](label func(v V) string) func(ty *Typist, p P, pos grid.Pos) []string {
	return func(ty *Typist, p P, pos grid.Pos) []string {
		if l := label(p.At(pos)); l != "" {
			return ty.Keys(l)
		}
		return nil
	}
}

// Regioned is a board of cells divided into regions: Of gives a cell's
// region.
type Regioned interface {
	Sized
	Of(pos grid.Pos) int
}

// RegionKeys are the keys of EntersCells for boards of regions: the
// letter of the cell's region (see cellgrid.RegionName).
func RegionKeys[P Regioned](_ *Typist, p P, pos grid.Pos) []string {
	return []string{cellgrid.RegionName(p.Of(pos))}
}

// RegionLabelKeys returns the keys of EntersCells for boards of regions
// with clues: the letter of the cell's region (see RegionKeys), then the
// keys that type its value's label (see LabelKeys; "" for none).
func RegionLabelKeys[P interface {
	Regioned
	At(pos grid.Pos) int
}](label func(v int) string) func(ty *Typist, p P, pos grid.Pos) []string {
	keys := LabelKeys[P](label)
	return func(ty *Typist, p P, pos grid.Pos) []string {
		return append(RegionKeys(ty, p, pos), keys(ty, p, pos)...)
	}
}
