package nonogram

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
		"":                                         "empty input",
		"#nonogram 2x2\n3\n1\n-\n1\n1\n":           "line 2, column 1: row 1: clue 3 needs 3 cells, the line has 2",
		"#nonogram 2x2\n1 1\n1\n-\n1\n1\n":         "row 1: clue 1 1 needs 3 cells, the line has 2",
		"#nonogram 2x2\n1\n1\n1\n":                 "3 clue lines for 2 rows and 2 columns (want 4)",
		"#5x5\n1\n-\n1\n":                          `line 1, column 1: "#5x5" is not a header: expected #nonogram WxH`,
		"#nonogram 2x2\n1\nx\n":                    "line 3, column 1: clue number \"x\" is not a number from 0 to 50",
		"1\n1\n":                                   "cannot tell rows from columns",
		"#nonogram 51x2\n":                         "size 51x2 is outside 1x1 to 50x50",
		"#nonogram 2x2\n1\n-\n1\n1\n1\n":           "the separator follows 1 row clues, but the header says 2 rows",
		"#sudoku\n1\n":                             "expected #nonogram",
		"3x2:2/1/1/2":                              "game ID has 4 clues separated by /, a 3x2 puzzle needs 5",
		"3x2:2/1/1/2/1.a":                          "clue \"1.a\": \"a\" is not a number",
		"3x2:4/1/1/2/1.1":                          "column 1: clue 4 needs 4 cells, the line has 2",
		"3x2:2/1/1/2/1.2":                          "row 2: clue 1 2 needs 4 cells, the line has 3",
		"https://puzz.link/p?nonogram/3/2/2g":      "URL body describes 2 clue slots, the board has 7",
		"https://puzz.link/p?nonogram/3/2/.112g11": "slot 1: a clue number given as unknown ('.') is not supported",
		"https://puzz.link/p?nonogram/3/x/1":       "is not two numbers",
		"https://puzz.link/p?nonogram/3/2/5112g11": "column 1: clue 5 needs 5 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#nonogram\n1\n-\n1\n":               true,
		"https://puzz.link/p?nonogram/1/1/1": true,
		"10x10:1/2":                          false,
		"5:201022102011":                     false,
		"https://puzz.link/p?numlin/2/1/11":  false,
		"7x7:dBc3cBa2b3eBaBe3b3a0c3cBd":      false,
		"#dp 0-1\n001\n":                     false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
