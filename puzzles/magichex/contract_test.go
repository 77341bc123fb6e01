package magichex

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, nil) }
