package kakuro

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestUniqueExamples(t *testing.T) { puzzlestest.UniqueExamples(t, Type) }

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                         "empty input",
		"#kakuro\n# #\n. . .\n":                    "line 3, column 1: row has 3 cells, the first row 2",
		"#kakuro\n# 4\\\n. x\n":                    `line 3, column 3: unexpected "x": expected '.', '#' or sums DOWN\ACROSS`,
		"#kakuro\n# 46\\\n. .\n":                   `line 2, column 3: the down sum "46" is not a number 1 to 45`,
		"#kakuro\n# \\0\n. .\n":                    `line 2, column 3: the across sum "0" is not a number 1 to 45`,
		"#kakuro\n# \\a\\\n. .\n":                  `the across sum "a\\" is not a number`,
		"#kakuro big\n# #\n":                       `line 1: unknown header word "big"`,
		"#sudoku\n# #\n":                           "expected #kakuro",
		"https://puzz.link/p?kakuro/2/2/48l":       "URL body ends after 3 of 4 cells",
		"https://puzz.link/p?kakuro/2/2/48n":       "the 4 white cells of 'n' at 3 run past the board's 4 cells",
		"https://puzz.link/p?kakuro/2/2/4!l":       "unexpected character '!' at 2: a sum is '-', 0–9, a–j or A–Z",
		"https://puzz.link/p?kakuro/2/2/48kk5":     "URL body ends at 5, before the sums of the board's edge",
		"https://puzz.link/p?kakuro/2/2/48kk55667": "unexpected character '7' at 9, after the whole board",
		"https://puzz.link/p?kakuro/2/2/":          "URL body is missing",
		"https://puzz.link/p?kakuro/0/1/00":        "URL: size 0x1 has no cell inside the clues",
		"https://puzz.link/p?kakuro/2":             "expected kakuro/COLS/ROWS/BODY",
		"https://puzz.link/p?kakuro/400/400/":      "URL: size 401x401 is outside",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#kakuro\n# 3\\\n\\3 .\n": true,
		"#crosssums\n# #\n":       true,
		"https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3": true,
		"https://puzz.link/p?skyscrapers/4/4/k13h4j3g":             false,
		"https://puzz.link/p?akari/1/1/g":                          false,
		"#lightup\n..\n":                                           false,
		"# #\n. .\n":                                               false,
		"4x4:1a2c":                                                 false,
	})
}

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone: a clue cell's down sum, Across, its across sum; Clue for
// one without sums.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		v := p.At(pos)
		down, across := sums(max(v, 0))
		var keys []string
		switch {
		case v == White:
		case v == 0:
			keys = []string{ty.Key("Clue")}
		}
		if down > 0 {
			keys = append(keys, puzzlestest.Digits(down)...)
		}
		if across > 0 {
			keys = append(append(keys, ty.Key("Across")), puzzlestest.Digits(across)...)
		}
		return keys
	})
}
