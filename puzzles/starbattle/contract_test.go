package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestExamplesGolden: each example's text and answer, and the first one's
// drawing and JSON.
func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                     "empty input",
		" \n":                                  "empty input: expected a region-letter grid or a puzz.link starbattle URL",
		"#starbattle stars=0\nA\n":             "line 1: stars=0: expected a star count from 1 to 100",
		"#starbattle size=3\nA\n":              "line 1: unknown header word \"size=3\": expected stars=K",
		"#sudoku\nA\n":                         "line 1, column 1: header \"#sudoku\": expected #starbattle stars=K",
		"#starbattle free=?\nA\n":              "line 1: free=?: \"?\" is not a region name",
		"#starbattle free=C\nAB\nBA\n":         "line 1: free region C is not on the board",
		"#starbattle\n":                        "no grid rows after the header",
		"AB\nB\n":                              "line 2: row has 1 cells; the first row has 2",
		"ABC\nBCA\n":                           "a Star Battle board is square, not 3x2",
		"A!\nAA\n":                             "line 1: cell 2: \"!\" is not a region name (A-Z, a-z, a number above 52, or . for none)",
		"A 7\nA A\n":                           "line 1: cell 2: \"7\" is not a region name (A-Z, a-z, a number above 52, or . for none)",
		"https://puzz.link/p?starbattle/6/6/1": "URL body: border data has 0 characters; a 6x6 board needs 12",
		"https://puzz.link/p?starbattle/6/5/1/0000000000":   "URL: a Star Battle board is square, not 6x5",
		"https://puzz.link/p?starbattle/6/6/x/000000000000": "URL: \"x\" is not a star count from 1 to 100",
		"https://puzz.link/p?starbattle/0/0/1/":             "URL: size 0x0 is outside 1x1 to 100x100",
		"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmho":  "URL body: border data has 11 characters; a 6x6 board needs 12",
		"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhoz": "URL body: \"z\" in the border data is not a base-32 digit (0-9, a-v)",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#starbattle stars=2\nAB\nBA\n":   true,
		"  #StarBattle\nAB\nBA\n":         true,
		"AB\nBA\n":                        false,
		"https://puzz.link/p?sudoku/9/9/": false,
		"#starbattles\nA\n":               false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
