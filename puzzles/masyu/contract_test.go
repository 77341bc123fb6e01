package masyu

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
		"":                                  "empty input",
		"..X\n":                             "line 1, column 3: unexpected 'X': expected 'W', 'B' or '.'",
		"#lightup\n..\n":                    "expected #masyu",
		"6x6:bWdBbWjBcW":                    "covers 26 cells, the 6x6 board has 36",
		"6x6:bWdBbWjBcWjW":                  "longer than the 6x6 board",
		"6x6:bWdBbWjBcW1":                   "unexpected '1' in the description",
		"6x6dx:bWdBbWjBcWj":                 "unknown parameter \"dx\"",
		"0x6:a":                             "size 0x6 is outside",
		"https://puzz.link/p?mashu/6":       "expected mashu/COLS/ROWS/BODY",
		"https://puzz.link/p?mashu/6/x/1":   "is not two numbers",
		"https://puzz.link/p?mashu/6/6/1!":  "unexpected character '!' at 2",
		"https://puzz.link/p?mashu/f/6/6/1": "the \"f\" variant of puzz.link's mashu is not supported",
		"https://puzz.link/p?mashu/6/600/1": "size 6x600 is outside",
		"..\n...\n":                         "line 2, column 1: row has 3 cells, the first row 2",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#masyu\n..\n":                      true,
		"#pearl\n..\n":                      true,
		"https://puzz.link/p?mashu/1/1/0":   true,
		"https://puzz.link/p?masyu/1/1/0":   true,
		"4x4dt:jBe":                         true,
		"4x4:jBe":                           false, // could be Light Up's
		"7x7:k0b0a2aBdBaBdBaBa3b2k":         false,
		"5x5t0:a211b11a3a2e3013d":           false,
		"..\n..\n":                          false,
		"https://puzz.link/p?slither/1/1/g": false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see cellKeys).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
