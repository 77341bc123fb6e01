package sudoku

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
		"":                                     "empty input",
		"123":                                  "one line of 3 characters",
		".1.....23.....5.":                     "'5' is 5, above 4",
		".1.....23.....?.":                     "'?' is not a digit",
		".1..\n...2\n3..\n..3.\n":              "line 3: row has 3 cells, want 4",
		"0 1 0 0\n0 0 0 2\n3 . . 7\n. . 3 .\n": "line 3, column 7: 7 is outside 1 to 4",
		"#sudoku 4 box=3x2\n.1..\n...2\n3...\n..3.\n":                             "boxes of 3x2 cells do not tile a 4x4 board",
		"#sudoku 5\n.1..\n...2\n3...\n..3.\n":                                     "the header says 5 but the grid has 4 rows",
		"#sudoku 4 y\n....\n....\n....\n....\n":                                   "unknown header word \"y\"",
		"#numberlink\n....\n":                                                     `header "#numberlink": expected #sudoku`,
		"#sudoku 4 jigsaw\n....\n....\n....\n....\n":                              "needs a \"regions:\" section",
		"#sudoku 4\n....\n....\n....\n....\nregions:\nAABB\nAABB\nCCDD\nCCDC\n":   "region C has 5 cells, want 4",
		"#sudoku 4\n....\n....\n....\n....\nregions:\nAABB\nAABB\nCCDD\nCCDE\n":   "region 'E' is one more than the 4 regions",
		"#sudoku 4\n....\n....\n....\n....\ncages:\n8: r1c1 r1c2\n":               "the cage 8 at row 1, column 1: 2 distinct digits 1..4 add up to 3 to 7, not 8",
		"#sudoku 4\n....\n....\n....\n....\ncages:\n3: r1c1 r1c2\n4: r1c2 r2c2\n": "the cell at row 1, column 2 is in cage 1 and cage 2",
		"#sudoku 4\n....\n....\n....\n....\ncages:\n3: r1c1 r9c2\n":               "the cell at row 9, column 2 is off the 4x4 board",
		"#sudoku 4\n....\n....\n....\n....\ncages:\n3 r1c1\n":                     "line 7, column 1: a cage line is SUM: r1c1",
		"#sudoku 4\n....\n....\n....\n....\ncages:\n3: x1\n":                      "\"x1\" is not a cell",
		"3x3q:a":                             "unknown Solo parameter \"q\"",
		"3x3m3:a":                            "unknown Solo symmetry \"m3\"",
		"3x3:a":                              "game ID givens: 1 cells, want 81",
		"2x2:a1e2_3e3z":                      "more than the 16 cells",
		"2x2:a1e2_3e5a":                      "5 at character 8 is above 4",
		"2x2:a1e2_3e3a,abc":                  "2 comma-separated parts, want 1",
		"4j:p,aaaaaaaaaaaaaaaaaaaaaaaa":      "more lines than the grid has",
		"4j:p,_____":                         "5 lines described, want 25",
		"4j:p,_________________________":     "more than 4 regions",
		"2x2k:p,_________________________,z": "more than the 16 cells",
		"https://puzz.link/p?sudoku/8/8/g":   "pzprjs has boxes for sides 4, 6, 9, 16 and 25",
		"https://puzz.link/p?sudoku/4/4/5":   "URL body, row 1, column 1: 5 is above 4",
		"https://puzz.link/p?lightup/4/4/5":  "expected sudoku/COLS/ROWS/BODY",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#sudoku 4\n.1..\n...2\n3...\n..3.\n":     true,
		"https://puzz.link/p?sudoku/4/4/g1k23k3g": true,
		"2x2:a1e2_3e3a":    true,
		".1.....23.....3.": true,
		"3x3:2a3c1a2":      false,
		"#lightup\n..\n":   false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
