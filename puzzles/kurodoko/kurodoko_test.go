package kurodoko

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every shading
// of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 3, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(1+rng.IntN(3), 2+rng.IntN(3))
		size := p.Size()
		puzzlestest.Scatter(rng, p.Cells, 3, func() int { return []int{Unknown, 1 + rng.IntN(size.Rows+size.Cols-1)}[rng.IntN(2)] })
		return p
	}, '#', '.', 20)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "1", Want: 1}, {Key: "?", Want: Unknown}, {Key: "Delete", Want: Blank}, {Key: "2", Want: 2}, {Key: "Backspace", Want: Blank}})
}
