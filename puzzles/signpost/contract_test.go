package signpost

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
		"":                           "no grid rows",
		"4x4q:1cddgcfafcheebbg16a":   `game ID parameters "4x4q": unknown parameter "q"`,
		"4x4:1cddgcfafcheebbg16":     "line 1, column 23: the description ends with a number and no arrow letter",
		"4x4:1cddgcfafcheebbg":       "the description gives 15 cells; a 4x4 board has 16",
		"4x4:1cddgcfafcheebbg16aa":   "column 24: the description is longer than the 16 cells",
		"4x4:1cddgcfafcheezbg16a":    "column 18: unexpected character 'z' in the description",
		"4x4:17cddgcfafcheebbg16a":   "column 5: number 17... is above 16",
		"4x4:0cddgcfafcheebbg16a":    "column 5: number 0 is out of range 1..16",
		"0x4:a":                      "game ID: size 0x4 is outside 1x1 to 100x100",
		"4x4:1cddgcfafcheebbg16a\nx": "a game ID is one line",
		"#hidato\n1 2\n":             `header "#hidato": expected #signpost`,
		"#signpost\n1c d\nc\n":       "line 3: row has 1 cells; the first row has 2",
		"#signpost\n1c dd\n":         `line 2, column 4: cell "dd" is not a number and an arrow`,
		"#signpost\n0c d\n":          "numbers start at 1",
		"#signpost\n99999c d\n":      "number 99999 is above 10000",
		"#signpost\n" + "\xff":       "not UTF-8 text",
	})
}
