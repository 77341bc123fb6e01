package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestConformance holds the type to the whole contract on its examples.
func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }

// FuzzParse: whatever parses round-trips through the canonical text, the
// URL and (when every count is given) the game ID.
func FuzzParse(f *testing.F) {
	also := func(t *testing.T, inst puzzles.Instance) {
		p := inst.(*Puzzle)
		if q, err := Parse(p.URL()); err != nil || !q.Equal(p) {
			t.Fatalf("URL %s does not round-trip (%v)", p.URL(), err)
		}
		if id := p.GameID(); id != "" {
			if q, err := Parse(id); err != nil || !q.Equal(p) {
				t.Fatalf("game ID %s does not round-trip (%v)", id, err)
			}
		}
	}
	puzzlestest.FuzzRoundTrip(f, Type{}, also,
		"#tents\n1 ?\nT. 1\n", "2x1:_b,1,0,1", "tents/2/2/1gg0", "#tents\n12\n"+"T\n", "3:z,0,0,0,0,0,0")
}
