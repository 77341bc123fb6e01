package puzzles_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
)

// TestDropClues: the sparser puzzle is still unique, and no clue left can
// be dropped on its own.
func TestDropClues(t *testing.T) {
	inst, err := hidato.Hidato.Parse("#hidato\n1 2 3 4\n8 7 6 5\n9 10 11 12\n")
	if err != nil {
		t.Fatal(err)
	}
	out, err := puzzles.DropClues(inst, rand.New(rand.NewSource(1)))
	if err != nil {
		t.Fatal(err)
	}
	if res, err := puzzles.Solve(out, 2); err != nil || !res.Unique() {
		t.Fatalf("result not unique: %v\n%s", err, out)
	}
	if len(out.Clues()) >= len(inst.Clues()) {
		t.Errorf("nothing dropped:\n%s", out)
	}
	for i := range out.Clues() {
		if res, _ := puzzles.Solve(out.Without([]int{i}), 2); res != nil && res.Unique() {
			t.Errorf("clue %d could still be dropped:\n%s", i, out)
		}
	}
}
