package singles

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, written) }

var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }

// TestTatham: Tatham's IDs (testdata/tatham) have one solution each,
// kept in golden files, and write back with their difficulty as "de".
func TestTatham(t *testing.T) {
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		puzzlestest.SolvesIDs(t, Type, f, "tatham-"+name, func(id string) string { return strings.Replace(id, ":", "de:", 1) })
	}
}
