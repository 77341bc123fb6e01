package numberlink

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type{})

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type{}) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type{}, map[string]string{
		"":             "empty input",
		"1.2\n..\n1.2": "line 2: row has 2 cells, the first row has 3",
		"1\a1":         `unexpected character '\a'`,
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j":      "describes 24 of 25 cells",
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3zz":   "more than 25 cells",
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j.":     "'?' clues",
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j-1":    "needs 2 hex digits",
		"https://puzz.link/p?numlin/5/x/1":               "not two numbers",
		"https://puzz.link/p?numlin/500/5/1":             "outside",
		"https://puzz.link/p?numlin/5":                   "expected numlin/COLS/ROWS/BODY",
		"https://puzz.link/p?numlin/2/1/1!":              "unexpected character '!'",
		strings.Repeat(strings.Repeat(".", 101)+"\n", 2): "larger than the limit",
		"a #b a\n. #b .":                                 "'#' starts a header",
		"#numberlink fil\n1.1":                           `line 1: header: unknown rule "fil"`,
	})
}

// TestDetect: a numlin URL or a #numberlink header names the type; a bare
// grid (as two of the examples are: their canonical texts have the header)
// and other types' texts do not.
func TestDetect(t *testing.T) {
	puzzlestest.DetectsCanonical(t, Type{}, map[string]bool{
		"#numberlink\n1.1\n":                           true,
		"\n  #Numberlink fill\nA.A\n":                  true,
		"https://puzz.link/p?numlin/5/5/1j2h3m1h2j3":   true,
		"https://pzv.jp/p.html?numlin/5/5/1j2h3m1h2j3": true,
		"numlin/2/1/11":                                true,
		"1.2\n...\n1.2\n":                              false, // a bare grid needs -type
		"https://puzz.link/p?akari/1/1/g":              false,
		"#hidato\n1 . 2\n":                             false,
		"#dp 0-1\n001\n011\n":                          false,
		"":                                             false,
	})
}
