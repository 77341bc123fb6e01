package yinyang

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every
// colouring of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 7, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(1+rng.IntN(3), 2+rng.IntN(3))
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return White + rng.IntN(2) })
		return p
	}, 'B', 'W', 20)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "w", Want: White}, {Key: "b", Want: Black}, {Key: "Delete", Want: Blank}, {Key: "o", Want: White}, {Key: "Backspace", Want: Blank}})
}
