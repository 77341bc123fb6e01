package binairo

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
		"":                         "empty input",
		" \n":                      "empty input: expected a grid of 0, 1 and . or an Unruly game ID such as 8x8:…",
		"#binairo twice\n10\n01\n": "line 1: unknown header word \"twice\": expected unique",
		"#sudoku\n10\n01\n":        "line 1, column 1: header \"#sudoku\": expected #binairo or #binairo unique",
		"#binairo\n":               "no grid rows",
		"10\n012\n":                "line 2, column 3: unexpected '2': expected '1', '0' or '.'",
		"10\n0\n":                  "line 2, column 1: row has 1 cells, the first row 2",
		"100\n011\n":               "the grid is 3x2; both sides must be even, to hold as many black cells as white",
		"10\n":                     "the grid is 2x1; sides run from 2 to 100",
		"6x6dx1:cOaDCAEe":          "game ID parameters \"6x6dx1\": unknown parameter \"1\"",
		"6x6q:cOaDCAEe":            "game ID parameters \"6x6q\": unknown parameter \"q\"",
		"7x6:cOaDCAEe":             "game ID parameters \"7x6\": the grid is 7x6; both sides must be even, to hold as many black cells as white",
		"6x6:cOaDCAE":              "the description covers 32 cells; the 6x6 board needs 37 (its cells and one past the end)",
		"6x6:cOaDCAEez":            "the description goes on past the 6x6 board at \"z\"",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"8x8udn:bbDAcjagbdgBIBaCbc": true,
		"#binairo\n10\n01\n":        true,
		"#binairo unique\n10\n01\n": true,
		"10\n01\n":                  false,
		"8x8:bbDAcjagbdgBIBaCb":     false, // one cell short
		"7x7:1ed":                   false,
		"#starbattle\nAB\nBA\n":     false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
