package lightup

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
		"..\n...\n":                           "line 2, column 1: row has 3 cells, the first row 2",
		"..5\n":                               "line 1, column 3: number 5: a black cell has at most 4 neighbours",
		"..?\n":                               "line 1, column 3: unexpected '?'",
		"#sudoku\n..\n":                       "expected #lightup",
		"4x2:a1bBb":                           "covers 7 cells, the 4x2 board has 8",
		"4x2:a1bBb2a":                         "longer than the 4x2 board",
		"4x2:a1bBb5":                          "unexpected '5'",
		"4x2q1:a1bBb2":                        "unknown parameter \"q1\"",
		"4x2b:a1bBb2":                         "\"b\" needs a number",
		"0x2:a":                               "size 0x2 is outside",
		"https://puzz.link/p?akari/4/x/gb.h2": "is not two numbers",
		"https://puzz.link/p?akari/4/2/gb!h2": "unexpected character '!' at 3",
		"https://puzz.link/p?akari/4":         "expected akari/COLS/ROWS/BODY",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#lightup\n..\n":                    true,
		"#akari\n..\n":                      true,
		"https://puzz.link/p?akari/1/1/g":   true,
		"https://puzz.link/p?lightup/1/1/g": true,
		"7x7:k0b0":                          false,
		"3x2:2/1/1/2/1.1":                   false,
		"2:201022102011":                    false,
		"..\n..\n":                          false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see cellKeys).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
