package kurodoko

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
// kept in golden files, and write back as themselves (with a '_' at the
// end when they have none, see cellgrid.NumberRuns).
func TestTatham(t *testing.T) {
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	for _, f := range files {
		puzzlestest.SolvesIDs(t, Type, f, "tatham-"+strings.TrimSuffix(filepath.Base(f), ".txt"), func(id string) string {
			if !strings.Contains(id, "_") {
				return id + "_"
			}
			return id
		})
	}
}
