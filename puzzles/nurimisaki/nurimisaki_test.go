package nurimisaki

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every
// shading of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 5, 80, func(rng *rand.Rand, _ int) *Puzzle {
		p, _ := New(1+rng.IntN(3), 2+rng.IntN(3))
		size := p.Size()
		puzzlestest.Scatter(rng, p.Cells, 3, func() int { return []int{Circle, 2 + rng.IntN(size.Rows+size.Cols-2)}[rng.IntN(2)] })
		return p
	}, '#', '.', 10)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "o", Want: Circle}, {Key: "3", Want: 3}, {Key: "Delete", Want: Blank}, {Key: "?", Want: Circle}, {Key: ".", Want: Blank}})
}
