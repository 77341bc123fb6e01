package mines

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
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

func TestPartialAndDiff(t *testing.T) {
	two := puzzlestest.SeveralSolutions(t, kit.Parse(t, "#mines\n.1.\n"), 2, 2)
	if got := kit.Parse(t, "#mines\n.1.\n").Diff(two[0], two[1]); len(got) != 2 {
		t.Errorf("Diff of the two answers %v, want both blank cells", got)
	}
	p := kit.Parse(t, "#mines\n.1.\n")
	dec, _ := p.Encode(sat.NewModel())
	part := dec.DecodePartial(func(l sat.Lit) (bool, bool) { return false, l == dec.Vars()[1] }).(*Answer)
	if got := part.Text(); got != "?..\n" {
		t.Errorf("partial answer %q", got)
	}
	if s := p.Draw(part); len(s.Items) != len(p.Draw(nil).Items)+1 {
		t.Errorf("a partial answer draws %d items, want one dot (not on the number) more than the puzzle's %d", len(s.Items), len(p.Draw(nil).Items))
	}
}

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
