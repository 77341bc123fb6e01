package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                    "empty input",
		"#lightup\n1\nT 1\n":                  "header \"#lightup\": expected #tents",
		"#tents\n1\n":                         "a line of column counts and at least one row",
		"#tents\n1 0\nT. 1\n... 0\n":          "line 4, column 1: row has 3 cells, the first row 2",
		"#tents\n1 0\nTx 1\n.. 0\n":           "line 3, column 2: unexpected 'x'",
		"#tents\n1 0\nT.\n.. 0\n":             "line 3, column 2: expected the row's count",
		"#tents\n1 0 1\nT. 1\n.. 0\n":         "line 2, column 1: 3 column counts for 2 columns",
		"#tents\n1 a\nT. 1\n.. 0\n":           "column 2: count \"a\" is not a number",
		"#tents\n1 0\nT. 2\n.. 0\n":           "row 1: 2 tents do not fit a row of 2 cells (at most 1)",
		"#tents\n3 0\nT. 1\n.. 0\n":           "column 1: 3 tents do not fit a column of 2 cells (at most 1)",
		"2x2dq:_c,1,0,1,0":                    "unknown parameter \"dq\"",
		"2x2:_c,1,0,1":                        "3 counts after the grid, the 2x2 board needs 4",
		"2x2:_c":                              "0 counts after the grid",
		"2x2:_a,1,0,1,0":                      "covers 3 cells; the 2x2 board needs 5",
		"2x2:_d,1,0,1,0":                      "covers 6 cells; the 2x2 board needs 5",
		"2x2:_c_,1,0,1,0":                     "the description goes on past the 2x2 board",
		"2x2:_!c,1,0,1,0":                     "given tents and non-tents ('!') are not supported",
		"2x2:_C,1,0,1,0":                      "unexpected 'C' in the description",
		"2x2:_c,1,0,x,0":                      "count \"x\" is not a number",
		"0x2:_,1":                             "size 0x2 is outside",
		"https://puzz.link/p?tents/2":         "expected tents/COLS/ROWS/BODY",
		"https://puzz.link/p?tents/2/a/":      "is not two numbers",
		"https://puzz.link/p?tents/2/2/-":     "needs two hex digits",
		"https://puzz.link/p?tents/2/2/-x1":   "is not a hex number",
		"https://puzz.link/p?tents/2/2/!":     "unexpected '!' at 1 among the counts",
		"https://puzz.link/p?tents/2/2/j!":    "unexpected '!' at 1 among the trees",
		"https://puzz.link/p?tents/2/2/5000l": "column 1: 5 tents do not fit",
		"https://puzz.link/p?tents/2/2/5":     "URL body ends before the board's 4 cells",
		"https://puzz.link/p?tents/2/2/1010":  "URL body ends before the board's 4 cells",
		"https://puzz.link/p?tents/2/2/10100": "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?tents/2/2/1010i": "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?tents/2/2/1010j": "URL body ends after 2 of 4 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#tents\n10\nT. 1\n.. 0\n":                    true,
		"https://puzz.link/p?tents/5/5/2g0h1i1j82323": true,
		"2x2:_c,1,0,1,0":                              true,
		"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g":  false,
		"2x2:a1e2_3e3a":                               false,
		"1.\n..\n":                                    false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
