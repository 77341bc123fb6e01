package nurimisaki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, written) }

// cellKeys are the pad keys that type cell pos of p: the circle's key or
// the number's digits.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case Blank:
		return nil
	case Circle:
		return []string{"o"}
	default:
		return puzzlestest.Digits(v)
	}
}

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }
