package hidato

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle of typ (Hidato or KnightsTour) or fails the
// test.
func mustParse(t testing.TB, typ *Type, text string) *Puzzle {
	t.Helper()
	return puzzlestest.Parser[*Puzzle](typ)(t, text)
}

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Hidato, map[string]string{
		"":                              "no grid rows",
		"#hidato\n\n":                   "no grid rows",
		"x,x\nx":                        "the board has no open cells",
		"# #\n# #":                      "the board has no open cells",
		"1,a,0":                         `line 1, column 3: "a" is not a cell`,
		". . .\n. 7q .":                 `line 2, column 3: "7q" is not a cell`,
		"0,-1,0":                        `"-1" is not a cell`,
		"0,,0":                          "line 1, column 3: empty field",
		". . .\n. .\n":                  "line 2: row has 2 cells, the first row has 3",
		"#numberlink\n. .":              `line 1, column 1: header "#numberlink": expected #hidato`,
		"0,99999999999999999999999":     "is above 10000",
		strings.Repeat("0,", 101) + "0": "larger than the limit",
		strings.Repeat("0\n", 101):      "larger than the limit",
		". . .\n#hidato . .":            `"#hidato" is not a cell`,
	})
	// Clues above N or given twice parse (the editor holds them while a
	// number is typed) but do not encode.
	for in, want := range map[string]string{
		"0,0,7\n0,0,0": "clue 7 at row 1, column 3 is above 6, the number of open cells",
		"1,0,0\n0,x,1": "clue 1 at row 2, column 3 is also given at row 1, column 1",
	} {
		p := mustParse(t, Hidato, in)
		if _, err := puzzles.Solve(p, 1); err == nil || err.Error() != want {
			t.Errorf("Solve(%q) error = %v, want %q", in, err, want)
		}
	}
	puzzlestest.Errors(t, KnightsTour, map[string]string{"#Hidato\n0,0": `header "#hidato": expected #knightstour`})
}

// TestDetect: each type knows its own headers (and its examples) and
// leaves the other's and others' alone.
func TestDetect(t *testing.T) {
	cases := []struct {
		text           string
		hidato, knight bool
	}{
		{"#Hidato dm unk hi_002.txt\nx,0", true, false},
		{"\n  #hidato closed\n. .", true, false},
		{"#ktour ktour_003.txt 10x10\n1,0", false, true},
		{"#KnightsTour\n1 .", false, true},
		{"#hidatoo\n. .", false, false},
		{"# . 3\n. . .", false, false},
		{"#numberlink fill\n1.2\n...\n1.2", false, false},
		{"   4   \n 3  25 \n", false, false},
		{"x,0,3\n0,0,5", false, false},
		{"", false, false},
	}
	hidato, knight := map[string]bool{}, map[string]bool{}
	for _, c := range cases {
		hidato[c.text], knight[c.text] = c.hidato, c.knight
	}
	puzzlestest.Detects(t, Hidato, hidato)
	puzzlestest.Detects(t, KnightsTour, knight)
}
