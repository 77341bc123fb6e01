package nurimisaki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, written) }

var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }
