package pipes

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files and testdata/forms.txt (Net IDs, refused
// inputs, detection).
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, netForms) }

// netForms are the forms a puzzle writes that read back as it: a Net
// puzzle's URL and game ID (a seed puzzle's read back as Net's; its Net
// ID is in testdata/seed_8x16_formats.golden).
func netForms(inst puzzles.Instance) []string {
	if inst.(*Puzzle).Rule != Net {
		return nil
	}
	return puzzlestest.Written(inst)
}
