package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, written) }

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
