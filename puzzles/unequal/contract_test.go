package unequal

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"#unequal\n.\n\n\n.\n":            "an odd number of lines, not 4",
		"#unequal\n..\n":                  "an odd number of characters, not 2",
		"#unequal\n.x.\n\n. .\n":          "line 2, column 2: unexpected 'x' on a side (expected '<' or '>' or a space)",
		"#unequal\n. .\n-\n. .\n":         "line 3, column 1: unexpected '-' on a side (expected '^' or 'v' or a space)",
		"#unequal adjacent\n.>.\n\n. .\n": "line 2, column 2: unexpected '>' on a side (expected '|' or a space)",
		"#unequal\n. .\n |\n. .\n":        "line 3, column 2: unexpected '|' between four cells",
		"#unequal\n. . .\n":               "square, 1x1 to 9x9, this one is 3x1",
		"#unequal\n. 3\n\n. .\n":          "the 3 at row 1, column 2 is more than 2",
		"#unequal odd\n.\n":               "unknown header word \"odd\"",
		"#unequal\n. .\n\n. . .\n":        "line 4, column 4: the line is longer",
		"3:0,0,0,0,0,0,0,0,0;":            "expected ',' after the cell at row 3, column 3",
		"3:0,0,0,0,0,0,0,0,":              "the cells cover 8 of the 3x3 board's 9",
		"3:0,0,0,0,0,0,0,0,0,0,":          "character 21: the cells run past",
		"3:0,0,0,0,4,0,0,0,0,":            "the 4 at row 2, column 2 is more than 3, the side of the board",
		"3:0,0,0,0,!,0,0,0,0,":            "character 11: expected a cell's number",
		"3:0U,0,0,0,0,0,0,0,0,":           "character 4: 'U' at row 1, column 1 points off the board",
		"3:0R,0L,0,0,0,0,0,0,0,":          "the cells between row 1, column 1 and row 1, column 2 have flags pointing at each other",
		"3a:0R,0,0,0,0,0,0,0,0,":          "have a flag on one of them only, which is no clue in this mode",
		"3x4:0,0,0,0,0,0,0,0,0,0,0,0,":    "the board is square, not 3x4",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{"#futoshiki\n.\n": true, "4adk:a1,o": false, "5x5:a21c1b13h4b4d3a20e": false, "4de:1/2/3/3/3/3/2/1/1/2/2/3/3/2/2/1": false})
}

// TestEnterByPad: every example is typed on a blank board by pad keys:
// the mode, the digits and the clues right of and below each cell.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, 0)
		if p.Adjacent() {
			ty.Press(puzzles.Target{}, ty.Key("Mode"))
		}
		for _, s := range p.All() {
			if sym, ok := p.Set.Symbol(s.V, s.Down); ok {
				ty.Press(puzzles.Target{R: s.A.R, C: s.A.C}, ty.Key(sym.Label))
			}
		}
		for _, pos := range p.Where(func(v int) bool { return v != Blank }) {
			ty.Press(puzzles.Target{R: pos.R, C: pos.C}, puzzlestest.Digits(p.At(pos))...)
		}
	})
	p, _ := New(3)
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "sign toggled", At: puzzles.Target{}, Keys: []string{"<", "<", ">"}, Want: ".>. ."},
		puzzlestest.EditCase{Name: "no cell below", At: puzzles.Target{R: 2}, Keys: []string{"v"}, Want: "row 3, column 1 ∨: there is no cell below it"},
		puzzlestest.EditCase{Name: "digit too big", At: puzzles.Target{}, Keys: []string{"4"}, Want: "digit 4: a 3x3 board holds 1 to 3"},
		puzzlestest.EditCase{Name: "mode clears", At: puzzles.Target{}, Keys: []string{"<", "mode"}, Want: "#unequal adjacent\n. . ."},
	)
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
