package nurikabe

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
		"":                                      "empty input",
		"#tents\n1.\n":                          "header \"#tents\": expected #nurikabe",
		"#nurikabe\n":                           "no grid rows",
		"#nurikabe\n1.\n...\n":                  "line 3, column 1: row has 3 cells, the first row 2",
		"#nurikabe\n1x\n":                       "line 2, column 2: unexpected 'x'",
		"#nurikabe\n1 0\n":                      "line 2, column 3: number 0: an island has at least 1 cell",
		"#nurikabe\n5.\n..\n":                   "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"https://puzz.link/p?nurikabe/2":        "expected nurikabe/COLS/ROWS/BODY",
		"https://puzz.link/p?nurikabe/2/a/":     "is not two numbers",
		"https://puzz.link/p?nurikabe/0/2/":     "size 0x2 is outside",
		"https://puzz.link/p?nurikabe/2/2/-":    "needs 2 hex digits",
		"https://puzz.link/p?nurikabe/2/2/+1x0": "is not a hex number",
		"https://puzz.link/p?nurikabe/2/2/!":    "unexpected character '!' at 1",
		"https://puzz.link/p?nurikabe/2/2/0":    "URL body, row 1, column 1: number 0: an island has at least 1 cell",
		"https://puzz.link/p?nurikabe/2/2/5i":   "the 5 at row 1, column 1 is larger than the board's 4 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#nurikabe\n1.\n.?\n":                         true,
		"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g":  true,
		"https://puzz.link/p?tents/5/5/2g0h1i1j82323": false,
		"#tents\n10\nT. 1\n.. 0\n":                    false,
		"1.\n..\n":                                    false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see cellKeys).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
