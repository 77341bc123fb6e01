package battleship

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                               "empty input: expected a grid with counts or a puzz.link battleship URL",
		"#battleship\n1\n":                               "a line of column counts and at least one row",
		"#battleship\n10\n.. 1\n. 0\n":                   "line 4, column 1: row has 1 cells, the first row 2",
		"#battleship\n10\n.a 1\n.. 0\n":                  "line 3, column 2: unexpected 'a'",
		"#battleship\n10\n.. x\n.. 0\n":                  "line 3, column 4: expected the row's count",
		"#battleship\n1 0 3\n.. 1\n.. 0\n":               "line 2, column 1: 3 column counts for 2 columns",
		"#battleship\n13\n.. 1\n.. 0\n":                  "column 2: 3 ship cells do not fit a column of 2 cells",
		"#battleship x\n1\n. 1\n":                        `line 1: unknown header word "x": expected fleet=4,3,3,...`,
		"#battleship fleet=2,y\n1\n. 1\n":                `line 1: fleet=2,y: ship length "y" is not a number from 1 to 100`,
		"https://puzz.link/p?battleship/2/2/1111!":       "unexpected character '!' at 1",
		"https://puzz.link/p?battleship/2/2/1111-7":      "unexpected character '-' at 1",
		"https://puzz.link/p?battleship/2/2/11117i//c":   "URL cell 1 (row 1, column 1): 7 is not a ship segment (0–6 or '.')",
		"https://puzz.link/p?battleship/2/2/11110//c":    "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?battleship/2/2/1111":        "URL body is missing: expected the board's 4 cells",
		"https://puzz.link/p?battleship/2/2":             "URL body is missing",
		"https://puzz.link/p?battleship/2/2/1111j//t":    `URL fleet: "t" is not a preset fleet of ships (c, d or e)`,
		"https://puzz.link/p?battleship/2/2/1111j/2/11g": `URL fleet: expected the number of ships and each ship after '/', not "2/11g"`,
		"https://puzz.link/p?battleship/2/2/1111j/1/22u": `URL fleet: piece "22u" is not a straight ship`,
		"https://puzz.link/p?battleship/2/2/1111j/1/21s": `URL fleet: piece "21s" is not a straight ship`,
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#battleship\n1\n. 1\n":                                  true,
		"#bimaru fleet=1\n1\n. 1\n":                              true,
		"https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c": true,
		"#tents\n1\n. 0\n":                                       false,
		"https://puzz.link/p?tents/5/5/2g0h1i1j82323":            false,
		"https://puzz.link/p?statuepark/6/6/0//p":                false,
	})
}

// TestEnterByPad: every example can be typed on a blank board: the
// fleet, the given cells, the counts.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		ty.Press(puzzles.Target{}, ty.Key(fleetLabel(p.Fleet)))
		ty.Cells(p.Size(), func(pos grid.Pos) []string {
			if v := p.At(pos); v != Unknown {
				return []string{ty.Key(spec.Label(v))}
			}
			return nil
		})
		for i, n := range append(p.Rows, p.Cols...) {
			tg := puzzles.Target{R: i, Kind: cellgrid.KindRow}
			if i >= len(p.Rows) {
				tg = puzzles.Target{C: i - len(p.Rows), Kind: cellgrid.KindCol}
			}
			if n != cellgrid.NoCount {
				ty.Press(tg, puzzlestest.Digits(n)...)
			}
		}
	})
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
