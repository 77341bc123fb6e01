package yajilin

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.Written) }

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone: its arrow (or Grey), then its number's digits.
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
