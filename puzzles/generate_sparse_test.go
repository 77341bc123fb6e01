package puzzles_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
)

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
