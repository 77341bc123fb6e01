package puzzles_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// TestSparseUnique: the search takes the first unique puzzle, thinned, and
// says what it tried when none is unique.
func TestSparseUnique(t *testing.T) {
	// Both white cells must hold a light whatever the 2 says, so it goes.
	clued, _ := lightup.Parse("#lightup\n.2\n#.\n")
	rng := rand.New(rand.NewSource(1))
	p, err := puzzles.SparseUnique(3, "2x2 Light Up", "boards", rng, func() *lightup.Puzzle { return clued })
	if err != nil || len(p.Clues()) != 0 {
		t.Errorf("SparseUnique = %v, %v; want the puzzle without its clue", p, err)
	}
	open, _ := lightup.New(2, 2)
	_, err = puzzles.SparseUnique(2, "2x2 Light Up", "boards", rng, func() *lightup.Puzzle { return open })
	if want := "no unique 2x2 Light Up found in 2 boards"; err == nil || err.Error() != want {
		t.Errorf("SparseUnique error = %v, want %q", err, want)
	}
}

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
