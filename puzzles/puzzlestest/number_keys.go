package puzzlestest

import "github.com/puzzlesat/puzzlesat/puzzles/grid"

// NumberKeys returns the keys of EntersCells for boards of number clues
// of any size (cellgrid.Range): a cell's number above 0 typed digit by
// digit, another value by the pad button that label names ("" when the
// cell stays blank).
func NumberKeys[P interface{ At(grid.Pos) int }](label func(v int) string) func(ty *Typist, p P, pos grid.Pos) []string {
	return func(ty *Typist, p P, pos grid.Pos) []string {
		if v := p.At(pos); v > 0 {
			return Digits(v)
		}
		return LabelKeys[P](label)(ty, p, pos)
	}
}
