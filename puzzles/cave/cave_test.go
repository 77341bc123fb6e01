package cave

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every shading
// of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.SightPicturesMatch(t, 3, 80, New, func(p *Puzzle) [][]int { return p.Cells }, Unknown, 1, 20)
}

// TestBruteForceInside does the same on boards of 3 or 4 rows and
// columns, whose cells off the edge are where the rule of the edge
// bites (a shaded cell there may be shut in).
func TestBruteForceInside(t *testing.T) {
	puzzlestest.PicturesMatch(t, 5, 24, func(rng *rand.Rand, _ int) *Puzzle {
		p, err := New(3+rng.IntN(2), 3+rng.IntN(2))
		if err != nil {
			t.Fatal(err)
		}
		size := p.Size()
		puzzlestest.Scatter(rng, p.Cells, 3, func() int { return []int{Unknown, 1 + rng.IntN(size.Rows+size.Cols-1)}[rng.IntN(3)%2] })
		return p
	}, '#', '.', 6)
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "1", Want: 1}, {Key: "?", Want: Unknown}, {Key: "Delete", Want: Blank}, {Key: "2", Want: 2}, {Key: "Backspace", Want: Blank}})
}
