package kurodoko

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, written) }

// cellKeys are the pad keys that type cell pos of p.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case Blank:
		return nil
	case Unknown:
		return []string{"?"}
	default:
		return puzzlestest.Digits(v)
	}
}

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
