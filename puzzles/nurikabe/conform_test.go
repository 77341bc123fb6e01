package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestConformance holds the type to the whole contract on its examples.
func TestConformance(t *testing.T) { puzzlestest.Conformance(t, Type{}) }

// FuzzParse: whatever parses round-trips through the canonical text and
// the URL.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzForms(f, Type{}, puzzlestest.URL,
		"#nurikabe\n1.\n.?\n", "#nurikabe\n12\n.\n.\n", "nurikabe/2/2/-10", "#nurikabe\n10 . .\n. . ?\n")
}
