package mines

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
		"":                                 "empty input: expected a grid or a puzz.link URL",
		"..\n...\n":                        "line 2, column 1: row has 3 cells, the first row 2",
		"#mines\n.3\n.9\n":                 "line 3, column 2: number 9: a cell has at most 8 neighbours",
		"#mines\n.3\n.x\n":                 "line 3, column 2: unexpected 'x': expected '?', '.' or a number 0 to 8",
		"#mosaic\n..\n":                    "expected #mines",
		"https://puzz.link/p?mines/2/1/9g": "URL body, row 1, column 1: number 9: a cell has at most 8 neighbours",
		"https://puzz.link/p?mines/2/x/g":  "is not two numbers",
		"https://puzz.link/p?mines/2/1/g!": "unexpected character '!'",
		"https://puzz.link/p?mines/2":      "expected mines/COLS/ROWS/BODY",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#mines\n..\n":                    true,
		"#minesweeper\n..\n":              true,
		"https://puzz.link/p?mines/1/1/g": true,
		"https://puzz.link/p?akari/1/1/g": false,
		"3x3h0:a5g":                       false,
		"#mosaic\n..\n":                   false,
		"..\n..\n":                        false,
	})
}

// cellKeys are the pad keys that type cell pos of p.
var cellKeys = puzzlestest.LabelKeys[*Puzzle](spec.Label)

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone.
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
