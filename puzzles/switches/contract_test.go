package switches

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
		"":                                   "empty input",
		"#switches\n\n":                      "no puzzle after the header",
		"#numberlink\n1.1":                   `header "#numberlink" is not a #switches header`,
		"#switches pictures\no":              `unknown header word "pictures"`,
		"#switches grid=0x3\na":              "grid 0x3 is outside",
		"#switches grid=3\na":                `"3" is not WxH`,
		"#switches picture grid=2x1\no o":    "grid=WxH is for the text format",
		"a b c\na\na z\n":                    `line 3, column 3: connection names unknown bulb "z"`,
		"a b c\na\na a\n":                    "line 3, column 1: connection from a to itself",
		"a b c\na\na > a\n":                  "connection from a to itself",
		"a b a\nb\na b\n":                    `line 1, column 5: duplicate bulb name "a"`,
		"a b c\na a\na b\n":                  `line 2, column 3: bulb "a" is listed twice`,
		"a b c\nq\na b\n":                    `line 2, column 1: unknown bulb "q"`,
		"a b c\na\na b\nb a\n":               "line 4: switch b already toggles bulb a (line 3)",
		"a b c\na\na b c\n":                  `line 3: expected a connection`,
		"a b c\na\na > b > c\n":              `line 3: expected a connection`,
		"a b on\na\n":                        `"on" is reserved`,
		"a b c$\na\n":                        `has '$'`,
		"a b .c\na\n":                        `".c" must start with a letter`,
		"#switches\nbulbs: a b\nbulbs: a":    `bulbs: is given twice`,
		"#switches\nlit: a\nbulbs: a":        "the first line must be bulbs:",
		"#switches\nbulbs: a b\ngrid: 3x1":   "grid 3x1 has 3 cells for 2 bulbs",
		"#switches\nbulbs: a b\ncolour: red": `unknown keyword "colour:"`,
		"#switches\nbulbs: a b\ngoal: c":     `unknown bulb "c"`,
		"#switches goal=on\nbulbs: a b":      "give the goal and the grid on goal: and grid: lines",
		"#switches\nbulbs:":                  "no bulb names",
		"#switches grid=3x1\na b\na\n":       "grid=3x1 has 3 cells for 2 bulbs",
		"o -- o\n|    |\no -- x":             `line 3, column 6: unexpected 'x' in a picture`,
		"o -- o\n|    |\no -- o -- o":        "line 3: row has 3 bulbs, the first row has 2",
		"o -  - o\n":                         "broken connection",
		"-- o -- o\n":                        "'-' before the first bulb",
		"o -- o --\n":                        "'-' after the last bulb",
		"o -- o\n        |\no -- o":          "'|' is not between two bulbs of one column",
		"o -- o\n|    |\n o -- o -- o":       "line 3: row has 3 bulbs",
		"o -- o\n||\no -- o":                 "a second '|' for the same column",
		"o -- o\n|\n|\no -- o":               "a line of connections must lie between two rows",
		"o -- o\n|":                          "a line of connections must lie between two rows",
		"o | o\n":                            "'|' on a row of bulbs",
		"#switches picture\n|\no":            "a line of connections must lie between two rows",
		"#switches picture\no\n-\no":         "'-' on a line without bulbs",
		"#switches lightsout\n..\n.x":        `line 3, column 2: unexpected 'x' in a Lights Out row`,
		"#switches lightsout\n..\n.":         "line 3: row has 1 cells, the first row has 2",
		"3x3:00,0":                           "Flip matrix has 2 hex digits; this board needs 21",
		"1x1:8,00":                           "Flip grid has 2 hex digits; this board needs 1",
		"1x1:g,0":                            "Flip matrix has 'g', not a hex digit",
		"1x1:8;0":                            "malformed Flip game ID",
		"5x5c#12345":                         "is a Flip random seed",
		"0x5:,":                              "Flip board 0x5 is outside",
		"101x1:0,0":                          "Flip board 101x1 is outside",
		"#switches flip\n1x1:8,0\n1x1:8,0":   "a Flip game ID is one line",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#switches lightsout\n..\n..\n":                                              true,
		"https://www.chiark.greenend.org.uk/~sgtatham/puzzles/js/flip.html#2x1r:f,8": true,
		"":                                  false,
		"....\n":                            false,
		"*.*\n.*.\n":                        false,
		"#numberlink\n1.1\n":                false,
		"1.2\n...\n1.2\n":                   false,
		"10 . 10\n. 7 .\n7 . .":             false,
		"https://puzz.link/p?numlin/2/1/11": false,
		"a b\na b\na b\n":                   false,
		"o\no\n":                            false,
	})
	for _, ex := range Type.Examples() {
		p := mustParse(t, ex.Text)
		if !Type.Detect(ex.Text) || !Type.Detect(p.String()) {
			t.Errorf("example %s is not detected", ex.Name)
		}
	}
}
