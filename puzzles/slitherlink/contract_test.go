package slitherlink

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
		"..4\n":                               "line 1, column 3: number 4: clues are 0 to 3",
		"..?\n":                               "line 1, column 3: unexpected '?'",
		"#lightup\n..\n":                      "expected #slitherlink",
		"5x5t2:a211b11a3a2e3013d":             "Loopy grid type 2 (Honeycomb) is not supported",
		"5x5t4:a211b11a3a2e3013d":             "(Cairo) is not supported",
		"5x5t1:a211b11a3a2e3013d":             "(Triangular) is not supported",
		"5x5t99:a":                            "unknown Loopy grid type 99",
		"5x5t:a":                              "\"t\" needs a number",
		"5x5t0:a211b11a3a2e3013":              "covers 21 cells, the 5x5 board has 25",
		"5x5t0:a211b11a3a2e3013dd":            "longer than the 5x5 board",
		"5x5t0:a211b11a3a2e3014d":             "unexpected '4' in the description (expected a number 0 to 3 or a-z)",
		"5x5t0:a211b11a3a2e301Zd":             "unexpected 'Z'",
		"5x5t0:a211b11a3a2e3013_d":            "unexpected '_'",
		"5x5t0q:a":                            "unknown parameter \"q\"",
		"0x5t0:a":                             "size 0x5 is outside",
		"https://puzz.link/p?slither/5":       "expected slither/COLS/ROWS/BODY",
		"https://puzz.link/p?slither/5/x/1":   "is not two numbers",
		"https://puzz.link/p?slither/2/2/4":   "number 4: clues are 0 to 3",
		"https://puzz.link/p?slither/2/2/1.":  "an unknown clue ('.') is not allowed",
		"https://puzz.link/p?slither/2/2/1!":  "unexpected character '!' at 2",
		"https://puzz.link/p?slither/f/2/2/1": "the \"f\" variant of puzz.link's slither is not supported",
		"https://puzz.link/p?slither/200/2/1": "size 200x2 is outside",
		"..\n...\n":                           "line 2, column 1: row has 3 cells, the first row 2",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#slitherlink\n..\n":                 true,
		"https://puzz.link/p?slither/1/1/g":  true,
		"5x5t0dh:a211b11a3a2e3013d":          true,
		"5x5t2:a211b11a3a2e3013d":            true, // Loopy's, refused with a reason
		"5x5:a211b11a3a2e3013d":              false,
		"7x7:k0b0":                           false,
		"10x10:BcWaBBaBeBfWWeWBaBlBdWcWaBbW": false,
		"..\n..\n":                           false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see cellKeys).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
