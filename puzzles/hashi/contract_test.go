package hashi

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
		"2.3\n...3\n":                          "line 2, column 1: row has 4 cells, the first row 3",
		"2.0\n":                                "line 1, column 3: number 0: an island has 1 to 16",
		"2.x\n":                                "line 1, column 3: unexpected 'x'",
		"#sudoku\n1.1\n":                       "expected #hashi",
		"#hashi max=5\n1.1\n":                  "max=5: expected 1 to 4",
		"#hashi loops=maybe\n1.1\n":            "loops=maybe: expected yes or no",
		"#hashi size=3\n1.1\n":                 "unknown parameter \"size=3\"",
		"9.1\n":                                "island 9 at row 1, column 1: an island has 1 to 8 bridges",
		"#hashi max=1\n5.1\n":                  "island 5 at row 1, column 1: an island has 1 to 4 bridges",
		"3x3:2a3c1a":                           "covers 8 cells, the 3x3 board has 9",
		"3x3:2a3c1a2a":                         "longer than the 3x3 board",
		"3x3:2a3c1aV":                          "unexpected 'V'",
		"3x3m5:2a3c1a2":                        "m5: expected 1 to 4",
		"3x3q:2a3c1a2":                         "unexpected 'x'",
		"#hashi\nG.1\n":                        "island 16 at row 1, column 1",
		"3x3i:2a3c1a2":                         "\"i\" needs a number",
		"0x3:a":                                "size 0x3 is outside",
		"https://puzz.link/p?hashikake/3/x/2":  "is not two numbers",
		"https://puzz.link/p?hashikake/3/3/2!": "unexpected character '!' at 2",
		"https://puzz.link/p?hashikake/3/3/0":  "URL body, row 1, column 1: number 0: an island has 1 to 16 bridges",
		"https://puzz.link/p?hashikake/3/3/9n": "island 9 at row 1, column 1",
		"https://puzz.link/p?hashikake/3":      `the number of rows is missing after "hashikake/3/": expected hashi/COLS/ROWS/BODY`,
		"https://puzz.link/p?hashi/3/3/2g3i":   "URL body ends after 6 of 9 cells",
		"https://puzz.link/p?bridges/3/3/":     "URL body is missing: expected the board's 9 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#hashi max=2\n2.3\n":                       true,
		"#bridges\n2.3\n":                           true,
		"https://puzz.link/p?hashikake/3/3/2g3i1g2": true,
		"https://puzz.link/p?hashi/3/3/2g3i1g2":     true,
		"https://puzz.link/p?bridges/3/3/2g3i1g2":   true,
		"12.\n...\n":                        false, // islands side by side, but no header
		"#hashi\n12.\n...\n":                true,
		"https://puzz.link/p?hashi/3/1/12g": true,
		"3x1m2:12a":                         false, // touching islands: read when named (see Detect)
		"2x2:3614":                          false, // Net's example
		"3x3m2:2a3c1a2":                     true,
		"3x3:2a3c1a2":                       true,
		"2x2:_c,1,0,1,0":                    false,
		"2.3\n...\n1.2\n":                   false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }
