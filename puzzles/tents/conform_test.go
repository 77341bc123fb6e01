package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestConformance holds the type to the whole contract on its examples.
func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }

// FuzzParse: whatever parses round-trips through the canonical text, the
// URL and (when every count is given) the game ID.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzForms(f, Type{}, forms,
		"#tents\n1 ?\nT. 1\n", "2x1:_b,1,0,1", "tents/2/2/1gg0", "#tents\n12\n"+"T\n", "3:z,0,0,0,0,0,0")
}
