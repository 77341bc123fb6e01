package puzzlestest

import "github.com/puzzlesat/puzzlesat/puzzles"

// CountShadings counts the shadings of a rows x cols board ('#' shaded,
// '.' not; see puzzles.Picture) that inst's Check accepts: the brute
// force for types whose answer is a shading. It makes 2^(rows*cols)
// tries.
func CountShadings(inst puzzles.Instance, rows, cols int) int {
	return CountSubsets(rows*cols, func(in func(int) bool) bool {
		return inst.Check(&puzzles.Picture{Grid: Picture(rows, cols, in, '#', '.')}) == nil
	})
}
