package dominoes

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type{})

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type{}) }

// TestForms: testdata/forms.txt, its refused inputs and detection among them.
func TestForms(t *testing.T) { puzzlestest.FormsFile(t, Type{}, "testdata/forms.txt") }
