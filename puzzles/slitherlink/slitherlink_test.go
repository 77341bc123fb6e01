package slitherlink

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestLoopyIDs solves every generated Loopy ID uniquely (the 30x30 ones
// only without -short).
func TestLoopyIDs(t *testing.T) {
	for _, id := range puzzlestest.IDs(t, "testdata/loopy_ids.txt") {
		if !testing.Short() || !strings.HasPrefix(id, "30x30") {
			puzzlestest.Unique(t, kit.Parse(t, id))
		}
	}
}

// bruteCount counts the loops along the sides of a small board that
// Check accepts, with no SAT.
func bruteCount(p *Puzzle) int {
	size := p.Size()
	return puzzlestest.CountLoops(p, size.Rows+1, size.Cols+1, func(loop [][2]int) puzzles.Answer { return &Answer{Loop: loop} })
}

func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 68, randomPuzzle, bruteCount, 10)
}

// randomPuzzle is the i-th board of a cycle of small sizes (the 2x3 board,
// 17 sides, only the first time), half of its cells clues.
func randomPuzzle(r *rand.Rand, i int) *Puzzle {
	sizes := [][2]int{{1, 2}, {1, 3}, {2, 2}, {3, 1}, {1, 4}, {2, 3}}
	sz := sizes[i%len(sizes)]
	if i >= len(sizes) {
		sz = sizes[(i-len(sizes))%(len(sizes)-1)]
	}
	p, _ := New(sz[0], sz[1])
	puzzlestest.Scatter(r, p.Cells, 2, func() int { return r.IntN(4) })
	return p
}

// cellKeys are the pad keys that type cell pos of p (see kit):
// a clue's digit.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "AltClick", Want: 3}, {Key: "Delete", Want: None},
		{Key: "0", Want: 0}, {Key: ".", Want: None}, {Key: "2", Want: 2}, {Key: "Backspace", Want: None}}, "4")
}

// TestLocate: what Locate says of the marks of testdata/locate.txt.
func TestLocate(t *testing.T) { puzzlestest.LocatesFile(t, Type, "testdata/locate.txt") }

func TestGenerate(t *testing.T) {
	opts := []puzzles.GenerateOptions{{Rows: 5, Cols: 6, Seed: 0}, {Rows: 5, Cols: 6, Seed: 1}, {Rows: 5, Cols: 6, Seed: 2}}
	for _, inst := range puzzlestest.Generates(t, Type, opts...) {
		if n := len(inst.Clues()); n == 30 {
			t.Errorf("every cell a clue:\n%s", inst)
		}
	}
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
}

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written
