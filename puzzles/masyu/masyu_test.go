package masyu

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestPearlIDs solves every generated Pearl ID uniquely.
func TestPearlIDs(t *testing.T) {
	for _, id := range puzzlestest.IDs(t, "testdata/pearl_ids.txt") {
		puzzlestest.Unique(t, kit.Parse(t, id))
	}
}

// bruteCount counts the loops of a small board that Check accepts, with
// no SAT.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	return puzzlestest.CountLoops(p, size.Rows, size.Cols, func(loop [][2]int) puzzles.Answer { return &Answer{Loop: loop} })
}

func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 5, 100, randomPuzzle, bruteCount, 10)
}

// randomPuzzle is the i-th board of a cycle of small sizes, a quarter of
// its cells pearls.
func randomPuzzle(r *rand.Rand, i int) *Puzzle {
	sizes := [][2]int{{2, 3}, {3, 3}, {2, 4}, {2, 5}, {5, 2}}
	sz := sizes[i%len(sizes)]
	p, _ := New(sz[0], sz[1])
	puzzlestest.Scatter(r, p.Cells, 4, func() int { return 1 + r.IntN(2) })
	return p
}

// cellKeys are the pad keys that type cell pos of p (see kit):
// a pearl's button.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "w", Want: White}, {Key: "Click", Want: White}, {Key: "AltClick", Want: White}, {Key: "b", Want: Black}, {Key: "Delete", Want: Empty},
		{Key: "W", Want: White}, {Key: ".", Want: Empty}, {Key: "B", Want: Black}, {Key: "Backspace", Want: Empty}, {Key: "x", Want: Empty}})
}

// TestLocate: what Locate says of the marks of testdata/locate.txt.
func TestLocate(t *testing.T) { puzzlestest.LocatesFile(t, Type, "testdata/locate.txt") }

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written
