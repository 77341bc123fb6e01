package mosaic

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
		"":                  "empty input: expected a grid or a Mosaic game ID",
		"..\n...\n":         "line 2, column 1: row has 3 cells, the first row 2",
		"#mosaic\n.3\n.x\n": "line 3, column 2: unexpected 'x': expected '.' or a number 0 to 9",
		"#mines\n..\n":      "expected #mosaic",
		"3x3:a5b":           "covers 4 cells, the 3x3 board has 9",
		"3x3:a5g1":          "longer than the 3x3 board",
		"3x3:a5bBd":         "game ID: unexpected 'B' in the description (expected a number 0 to 9 or a-z)",
		"3x3h:a5g":          "\"h\" needs a number",
		"3x3q1:a5g":         "unknown parameter \"q1\"",
		"0x3:a":             "size 0x3 is outside",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone: a game ID is its own when it has the parameter
// h, or runs blank cells and has a clue over 4.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#mosaic\n..\n":                   true,
		"#fillapix\n..\n":                 true,
		"3x3h0:a5g":                       true,
		"3x3h1:d4d":                       true,
		"3x3:a5g":                         true,
		"3x3:d4d":                         false, // Light Up reads it too
		"2x2:3614":                        false, // a Net ID
		"4x2:a1bBb2":                      false, // Light Up's
		"3x3m2:2a3c1a2":                   false, // Bridges'
		"3x3h0:a5":                        false, // too short
		"#mines\n..\n":                    false,
		"https://puzz.link/p?mines/1/1/g": false,
		"..\n..\n":                        false,
	})
}

// cellKeys are the pad keys that type cell pos of p.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone.
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
