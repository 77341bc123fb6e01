package galaxies

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.Written) }

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, puzzlestest.LabelKeys[*Puzzle](spec.Label))
}
