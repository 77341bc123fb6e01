package magnets

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: the game IDs made by Tatham's generator (testdata/tatham)
// read, write back as themselves, and have one solution each, which
// testdata/tatham-*.golden keeps.
func TestTatham(t *testing.T) {
	for _, name := range []string{"6x5dt", "10x9dtS"} {
		puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
	}
}
