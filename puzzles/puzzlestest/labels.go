package puzzlestest

import "github.com/puzzlesat/puzzlesat/puzzles/grid"

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

// RegionKeys returns the keys of EntersCells for boards of regions: the
// name of the cell's region (cellgrid.RegionName gives its letter).
func RegionKeys[P Regioned](name func(region int) string) func(ty *Typist, p P, pos grid.Pos) []string {
	return func(_ *Typist, p P, pos grid.Pos) []string { return []string{name(p.Of(pos))} }
}

// RegionLabelKeys returns the keys of EntersCells for boards of regions
// with clues: the name of the cell's region (see RegionKeys), then the
// keys that type its value's label (see LabelKeys; "" for none).
func RegionLabelKeys[P interface {
	Regioned
	At(pos grid.Pos) int
}](name func(region int) string, label func(v int) string) func(ty *Typist, p P, pos grid.Pos) []string {
	region, keys := RegionKeys[P](name), LabelKeys[P](label)
	return func(ty *Typist, p P, pos grid.Pos) []string {
		return append(region(ty, p, pos), keys(ty, p, pos)...)
	}
}
