package puzzlestest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
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

// SightPicturesMatch is PicturesMatch ('#' shaded, '.' not) for the
// sight types (Kurodoko, Nurimisaki): n boards of 1 to 3 rows and 2 to 4
// columns that blank makes, a third of whose cells (the cells of each
// board that cells gives) hold a clue: special (a clue without a
// number) or a number from lo to the cells a cell sees, itself among
// them (Rows+Cols-1).
func SightPicturesMatch[P Sized](t testing.TB, seed uint64, n int, blank func(rows, cols int) (P, error), cells func(P) [][]int, special, lo, minSolvable int) {
	t.Helper()
	PicturesMatch(t, seed, n, func(rng *rand.Rand, _ int) P {
		p, err := blank(1+rng.IntN(3), 2+rng.IntN(3))
		if err != nil {
			t.Fatal(err)
		}
		size := p.Size()
		Scatter(rng, cells(p), 3, func() int { return []int{special, lo + rng.IntN(size.Rows+size.Cols-lo)}[rng.IntN(2)] })
		return p
	}, '#', '.', minSolvable)
}

// countPictures counts the pictures of a rows x cols board, marks on and
// off, that inst's Check accepts.
func countPictures(inst puzzles.Instance, rows, cols int, on, off byte) int {
	return CountSubsets(rows*cols, func(in func(int) bool) bool {
		return inst.Check(&puzzles.Picture{Grid: Picture(rows, cols, in, on, off)}) == nil
	})
}

// CountMarks counts the sets of cells, among cells, that inst's Check
// accepts as answer(set): the brute force for answers that mark cells
// (lights, tents). It makes 2^len(cells) tries.
func CountMarks(inst puzzles.Instance, cells []grid.Pos, answer func(on [][2]int) puzzles.Answer) int {
	return CountSubsets(len(cells), func(in func(int) bool) bool {
		on := [][2]int{}
		for i, pos := range cells {
			if in(i) {
				on = append(on, [2]int{pos.R, pos.C})
			}
		}
		return inst.Check(answer(on)) == nil
	})
}

// CountPlacements counts the placements of k marks in each row of a
// rows x cols board, no two marks touching (not even at a corner), that
// accept takes: the brute force for Star Battle's answers.
func CountPlacements(rows, cols, k int, accept func(on [][2]int) bool) int {
	count := 0
	var place func(r, from, left int, on [][2]int)
	place = func(r, from, left int, on [][2]int) {
		switch {
		case r == rows:
			if accept(on) {
				count++
			}
		case left == 0:
			place(r+1, 0, k, on)
		default:
			for c := from; c < cols; c++ {
				if !touches(on, r, c) {
					place(r, c+1, left-1, append(on, [2]int{r, c}))
				}
			}
		}
	}
	place(0, 0, k, nil)
	return count
}

// touches reports whether a mark of on is at r, c or beside it (marks
// are placed in reading order, so only the row above and the cell to the
// left can hold one).
func touches(on [][2]int, r, c int) bool {
	return slices.ContainsFunc(on, func(m [2]int) bool { return m[0] >= r-1 && m[1] >= c-1 && m[1] <= c+1 })
}
