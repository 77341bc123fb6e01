package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type{})

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type{}) }

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type{}, enter) }
