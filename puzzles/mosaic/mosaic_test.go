package mosaic

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func shaded(rows ...string) *Answer { return &Answer{Grid: rows} }

func TestCheckRejects(t *testing.T) {
	p := kit.Parse(t, "#mosaic\n2..\n..4\n")
	puzzlestest.Accepts(t, p, shaded(".##", ".##"))
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the 2 at 0,0 has 3 shaded cells in its block":  shaded(".##", "###"),
		"the 4 at 1,2 has 3 shaded cells in its block":  shaded("..#", "###"),
		"the answer has 1 rows, the board 2":            shaded(".##"),
		"row 1 of the answer has 2 cells, the board 3":  shaded(".##", ".#"),
		"cell 1,1 of the answer is '?', not '#' or '.'": shaded(".##", ".?#"),
		"not a mosaic answer":                           &cellgrid.Marks[names]{},
	})
}

type names struct{}

func (names) Names() (on, off string) { return "on", "off" }

// TestBruteForce compares solution counts with a count over every shading
// of tiny random boards.
func TestBruteForce(t *testing.T) {
	puzzlestest.PicturesMatch(t, 5, 80, randomPuzzle, '#', '.', 10)
}

// randomPuzzle is a board of 1 to 3 rows and 1 to 3 columns, a third of
// its cells clues 0 to 4.
func randomPuzzle(rng *rand.Rand, _ int) *Puzzle {
	p, _ := New(1+rng.IntN(3), 1+rng.IntN(3))
	puzzlestest.Scatter(rng, p.Cells, 3, func() int { return rng.IntN(5) })
	return p
}

// TestPartial: a partial answer marks what is not known, and draws the
// mark of the cell known.
func TestPartial(t *testing.T) { puzzlestest.KnownOff(t, kit.Parse(t, "#mosaic\n1..\n"), 2, "??.\n") }

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "9", Want: 9}, {Key: "0", Want: 0}, {Key: "Click", Want: 0}, {Key: "Delete", Want: Blank},
		{Key: "5", Want: 5}, {Key: ".", Want: Blank}, {Key: "3", Want: 3}, {Key: "Backspace", Want: Blank}})
	if got := Type.Help(); got != "Select a cell, then press 0–9 for a clue, Delete for no clue." {
		t.Errorf("help %q", got)
	}
}

// written are the forms a puzzle writes: its game ID.
var written = puzzlestest.Written
