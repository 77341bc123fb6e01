package yajilin

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
		"#yajilin\n. 2\n":                     "line 2, column 3: number 2 has no arrow",
		"#yajilin\n. 2x\n":                    `line 2, column 3: unexpected "2x"`,
		"#yajilin\n. .\n. . .\n":              "line 3, column 1: row has 3 cells, the first row 2",
		"#yajilin hard\n.\n":                  `header: unknown word "hard"`,
		"#yajilin\n3> . .\n":                  "the clue 3> at row 1, column 1 counts more shaded cells than the 2 cells it points at",
		"#masyu\n..\n":                        "expected #yajilin",
		"https://puzz.link/p?yajilin/3/3/05h": "URL body, row 1, column 1: the number 5 has no arrow",
		"https://puzz.link/p?yajilin/3/3/+h":  `unexpected character '+' at 1`,
		"https://puzz.link/p?yajilin/3/3/7zz": `URL body: "zz" at 2 is not 2 hex digits after an arrow`,
		"https://puzz.link/p?yajilin/3/3/4":   `"" at 2 is not 1 hex digits`,
		"https://puzz.link/p?yajilin/3/3/c":   "URL body ends after 3 of 9 cells",
		"https://puzz.link/p?yajilin/o/3/3/i": `the "o" variant of puzz.link's yajilin is not supported`,
		"https://puzz.link/p?yajilin/3/300/i": "size 3x300 is outside",
		"https://puzz.link/p?yajirin/3/3/43h": "the clue 3> at row 1, column 1 counts more shaded cells than the 2 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#yajilin\n. 1<\n":                     true,
		"#yajirin\n. 1<\n":                     true,
		"https://puzz.link/p?yajilin/2/1/a31":  true,
		"https://puzz.link/p?yajirin/2/1/a31":  true,
		"https://puzz.link/p?yajilin/b/1/1/0.": true,
		"https://puzz.link/p?yajilin/2/1/a51":  false, // a number without arrow
		". 1<\n":                               false,
		"https://puzz.link/p?mashu/1/1/0":      false,
		"4x4:jBe":                              false,
		"#lightup\n#.\n":                       false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone: its arrow (or Grey), then its number's digits.
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }
