package keen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestFiles: the golden files, testdata/forms.txt and testdata/checks.txt.
func TestFiles(t *testing.T) { puzzlestest.Files[Answer](t, Type, puzzlestest.Written) }

// TestEnterByPad: every example can be typed on a blank board: each
// cell's cage letter, then its target's digits and its operation.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		keys := []string{cellgrid.RegionName(p.Of(pos))}
		if v := p.At(pos); v != Blank {
			keys = append(keys, puzzlestest.Digits(v)...)
		}
		if op := p.Op[pos.R][pos.C]; op != None && p.At(pos) != Blank {
			keys = append(keys, ty.Key(map[byte]string{Add: "+", Sub: "−", Mul: "×", Div: "÷"}[op]))
		}
		return keys
	})
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
