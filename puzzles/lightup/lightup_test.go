package lightup

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every light
// placement on tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 5, 80, randomPuzzle, bruteCount, 10)
}

// randomPuzzle is a board of 1 to 3 rows and 1 to 4 columns, a sixth of
// its cells black, a sixth numbers 0 to 2.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	p, _ := New(1+rng.IntN(3), 1+rng.IntN(4))
	puzzlestest.Scatter(rng, p.Cells, 3, func() int {
		if rng.IntN(2) == 0 {
			return Black
		}
		return rng.IntN(3)
	})
	return p
}

// bruteCount counts the sets of lights on white cells that pass Check.
func bruteCount(p *Puzzle) int {
	return puzzlestest.CountMarks(p, p.Where(white), func(on [][2]int) puzzles.Answer { return &Answer{On: on} })
}

// cellKeys are the pad keys that type cell pos of p (see TestEnterByPad).
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "b", Want: Black}, {Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "AltClick", Want: 3}, {Key: "Delete", Want: White},
		{Key: "#", Want: Black}, {Key: ".", Want: White}, {Key: "0", Want: 0}, {Key: "Backspace", Want: White}}, "5")
}

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written
