package pipes

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
		"":         "empty input",
		"┏┓\n┗\n":  "line 2: row has 1 tile, the first row has 2",
		"┏┓\n┗x\n": "line 2, column 2: unexpected character 'x'",
		"#pipes\n#barriers r9c9:right\n┏┓\n┗┛\n": "line 2, column 11: barrier at row 9, column 9 is off the 2x2 board",
		"#pipes\n#barriers r1c1:sideways\n┏┓\n":  `line 2, column 11: barrier "r1c1:sideways"`,
		"#pipes loopy\n┏┓\n":                     `line 1, column 8: unknown word "loopy"`,
		"#numberlink\n┏┓\n":                      "unknown header line",
		"#pipes net\n":                           "no tiles after the header",
		`[["0", "2c"]]`:                          `line 1, column 8: unknown tile type "2c"`,
		"[[\"0\", \"2a\"],\n [\"2a\"]]":          "line 2, column 3: row 2 has 1 tile, row 1 has 2 (the array is ragged)",
		`[["0", "2a"]`:                           "not closed",
		`[["0", "2a"]] x`:                        `unexpected "x" after the end`,
		`[[["0"]]]`:                              "nest only two deep",
		`[[]]`:                                   "empty row",
		`[]`:                                     "no rows",
		`["0"]`:                                  "outside a row",
		`[["0",, "2a"]]`:                         "two commas",
		`[["0", "2a]]`:                           "unterminated",
		`[["0"; "2a"]]`:                          "unexpected character ';'",
		"2x2:361":                                "Net ID describes 3 tiles; a 2x2 board needs 4",
		"2x2:36145":                              "line 1, column 9: Net ID describes more than the 4 tiles",
		"2x2:36g4":                               "line 1, column 7: unexpected character 'g'",
		"2x2:h3614":                              "barrier 'h' before the first tile",
		"2x2q:3614":                              "unknown Net parameter 'q'",
		"2x0:":                                   "outside 1x1",
		"200x2:3614":                             "outside 1x1 to 100x100",
		"99999x99999:0":                          "absurd",
		"13x11w#12300":                           "random-seed ID",
		NetPage + "#2x2:36":                      "Net ID describes 2 tiles",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"2x2:3614": true,
		"13x11w:5eaade1bd222664436d5e2965c12656b1129dd825219e3274d558d5eb2dab5da18898e571d5a2987be79746bd95726c597447d6da96188c513add829da7681da954db113d3cd244": true,
		NetPage + "#2x2:3614":               true,
		"#pipes net\n┏┓\n":                  true,
		" ┏┓\n ┗┛\n":                        true,
		"2x2:36":                            true, // a short Net ID: claimed, so that Parse can say so
		"12x12:":                            true, // likewise
		"5x5#12345":                         true,
		"   4   \n 3  25 \n   31  \n":       false, // numberlink (seed format)
		"1.2\n...\n1.2\n":                   false, // numberlink
		"#numberlink\n1.1\n":                false,
		"https://puzz.link/p?numlin/2/1/11": false,
		"4x4:1eceebecfbfhgcaa16a":           false, // Signpost
		"3x3:d0740b1a41b3244c0f0d8,e58":     false, // Flip
		"2x2:36143":                         false, // more tiles than a 2x2 board
		"5x5c:461266d5b748ed2d595165239":    false, // not Net's parameters
		"   \n  \n":                         false, // nothing but empty tiles
		"x,x,0,0,10,0\nx,0,14,12,0,9,0\n":   false,
		"[[1, 2], [3, 4]]":                  false, // numbers, not quoted tile names
		"[[\"1\", \"x\"]]":                  false, // not tile names
		". . .\n. . . .\n. . .":             false, // magic hexagon
	})
}
