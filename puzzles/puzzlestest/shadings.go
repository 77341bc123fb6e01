package puzzlestest

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// CountShadings counts the shadings of a rows x cols board ('#' shaded,
// '.' not; see puzzles.Picture) that inst's Check accepts: the brute
// force for types whose answer is a shading. It makes 2^(rows*cols)
// tries.
func CountShadings(inst puzzles.Instance, rows, cols int) int {
	return countPictures(inst, rows, cols, '#', '.')
}

// PicturesMatch is RandomCountsMatch for types whose answer is a
// puzzles.Picture of two marks, on and off: the brute force counts the
// pictures of each puzzle's board that Check accepts (2^cells tries).
func PicturesMatch[P Sized](t testing.TB, seed uint64, n int, random func(rng *rand.Rand, i int) P, on, off byte, minSolvable int) {
	t.Helper()
	RandomCountsMatch(t, seed, n, random, func(p P) int {
		return countPictures(p, p.Size().Rows, p.Size().Cols, on, off)
	}, minSolvable)
}

// countPictures counts the pictures of a rows x cols board, marks on and
// off, that inst's Check accepts.
func countPictures(inst puzzles.Instance, rows, cols int, on, off byte) int {
	return CountSubsets(rows*cols, func(in func(int) bool) bool {
		return inst.Check(&puzzles.Picture{Grid: Picture(rows, cols, in, on, off)}) == nil
	})
}
