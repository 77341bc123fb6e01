package singles

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every shading
// of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(1+rng.IntN(3), 1+rng.IntN(4))
		puzzlestest.Scatter(rng, p.Cells, 1, func() int { return 1 + rng.IntN(max(p.Size().Rows, p.Size().Cols)) })
		return p
	}, '#', '.', 20)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "1", Want: 1}, {Key: "2", Want: 2}, {Key: "Delete", Want: Blank}, {Key: "1", Want: 1}, {Key: "Backspace", Want: Blank}})
}
