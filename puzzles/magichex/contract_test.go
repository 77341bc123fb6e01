package magichex

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
		"": "empty input",
		". . .\n. . . .\n. . . .\n. . . .\n. . .":    "line 3: row 3 has 4 cells; a hexagon of side 3 has rows of 3, 4, 5, 4, 3 cells",
		". . .\n. . . .\n. . . . .\n. . . .":         "4 rows: a hexagon of side 2 to 5 has 3 to 9 rows",
		". .\n. . .\n. .\n. .\n. .":                  "line 1: row 1 has 2 cells; a hexagon of side 3",
		"#magichex side=3\n. .\n. . .\n. .":          "3 rows, but a hexagon of side 3 has 5",
		". . .\n. . . .\n. . 20 . .\n. . . .\n. . .": "line 3, column 5: 20 is outside the values 1..19",
		". . .\n. . . .\n. . x . .\n. . . .\n. . .":  `line 3, column 5: "x" is neither a number nor '.'`,
		"#magichex side=6":                           "line 1, column 11: side 6 is not supported (sides 2 to 5)",
		"#magichex side=1":                           "side 1 is not supported",
		"#magichex size=3":                           `unknown parameter "size"`,
		"#magichex side":                             `"side": expected key=value`,
		"#magichex side=three":                       `"three" is not a number`,
		"#magichex values=5..1":                      "values=5..1: expected lo <= hi",
		"#magichex values=1..500":                    "at most 200 values",
		"#magichex values=1-19":                      "expected a range such as 1..19",
		"#magichex distinct=maybe":                   "distinct=maybe: expected yes or no",
		"#magichex sum=1234567":                      "is not a number",
		"#magichex":                                  "no rows: give the rows of the hexagon, or side=N",
		"#sudoku\n. . .":                             "the header must start with #magichex",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#magichex side=4": true,
		"  #MAGICHEX\n. . .\n. . . .\n. . . . .\n. . . .\n. . .": true,
		". 1\n. . .\n. .\n": true,
		"   4   \n 3  25 \n   31  \n   5   \n       \n  1    \n2   4  \n": false, // numberlink
		"1.2\n...\n1.2":                                          false,
		"10 . 10\n. 7 .\n7 . .":                                  false,
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3":             false,
		"#numberlink\n. . .\n. . . .\n. . . . .\n. . . .\n. . .": false,
		"x,x,0,0,10,0\nx,0,14,12,0,9,0":                          false,
		". . .\n. . . .\n. . . . .\n. . . .\n":                   false,
		"":                                                       false,
	})
}
