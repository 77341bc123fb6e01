package puzzles_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// TestSparser drops clues from a unique Slitherlink: the result is a
// *slitherlink.Puzzle again, with fewer clues, and still unique.
func TestSparser(t *testing.T) {
	p, err := slitherlink.Parse("#slitherlink\n.211.\n.11.3\n.2...\n..301\n3....\n")
	if err != nil {
		t.Fatal(err)
	}
	q, err := puzzles.Sparser(p, rand.New(rand.NewSource(1)))
	if err != nil {
		t.Fatal(err)
	}
	unique, err := puzzles.IsUnique(q)
	if err != nil || !unique || len(q.Clues()) >= len(p.Clues()) {
		t.Errorf("Sparser: %d clues of %d, unique %v, %v", len(q.Clues()), len(p.Clues()), unique, err)
	}
}
