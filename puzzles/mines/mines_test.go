package mines

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with a count over every set of
// mines on the blank cells of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 5, 80, randomPuzzle, '#', '.', 10)
}

// randomPuzzle is a board of 1 to 3 rows and 1 to 3 columns, a third of
// its cells numbers 0 to 3 or '?'.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	p, _ := New(1+rng.IntN(3), 1+rng.IntN(3))
	puzzlestest.Scatter(rng, p.Cells, 3, func() int { return rng.IntN(5) - 1 + map[bool]int{true: Unknown + 1}[rng.IntN(5) == 0] })
	return p
}

// TestPartial: a partial answer marks what is not known, and draws the
// mark of the cell known.
func TestPartial(t *testing.T) { puzzlestest.KnownOff(t, kit.Parse(t, "#mines\n.1.\n"), 1, "?..\n") }

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "8", Want: 8}, {Key: "0", Want: 0}, {Key: "?", Want: Unknown}, {Key: "Click", Want: Unknown}, {Key: "Delete", Want: Blank},
		{Key: "-", Want: Unknown}, {Key: ".", Want: Blank}, {Key: "3", Want: 3}, {Key: "Backspace", Want: Blank}}, "9")
	if got := Type.Help(); got != "Select a cell, then press 0–8 for a number, ? for a number not given, Delete for a cell to sweep." {
		t.Errorf("help %q", got)
	}
}

// written are the forms a puzzle writes: its URL.
var written = puzzlestest.Written
