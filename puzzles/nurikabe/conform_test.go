package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestConformance holds the type to the whole contract on its examples.
func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }

// FuzzParse: whatever parses round-trips through the canonical text and
// the URL.
func FuzzParse(f *testing.F) {
	also := func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		if q, err := Parse(p.URL()); err != nil || !q.Equal(p) {
			t.Fatalf("URL %s does not round-trip (%v)", p.URL(), err)
		}
	}
	puzzlestest.FuzzRoundTrip(f, Type{}, also,
		"#nurikabe\n1.\n.?\n", "#nurikabe\n12\n.\n.\n", "nurikabe/2/2/-10", "#nurikabe\n10 . .\n. . ?\n")
}
