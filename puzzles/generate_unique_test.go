package puzzles_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
)

func TestSearchUnique(t *testing.T) {
	unique, _ := lightup.Parse("#lightup\n#.\n##\n")
	open, _ := lightup.New(2, 2)
	calls := 0
	next := func() *lightup.Puzzle {
		calls++
		if calls == 3 {
			return unique
		}
		return open
	}
	p, err := puzzles.SearchUnique(5, "2x2 Light Up", "boards", next)
	if err != nil || p != unique || calls != 3 {
		t.Errorf("SearchUnique = %v, %v after %d calls; want the third puzzle", p, err, calls)
	}
	_, err = puzzles.SearchUnique(4, "2x2 Light Up", "boards", func() *lightup.Puzzle { return open })
	if want := "no unique 2x2 Light Up found in 4 boards"; err == nil || err.Error() != want {
		t.Errorf("SearchUnique error = %v, want %q", err, want)
	}
}
