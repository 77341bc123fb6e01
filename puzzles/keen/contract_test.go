package keen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                            "empty input: expected a grid of cage letters and the cages' clues, or a Keen game ID",
		"#keen x\nA\n":                `unknown header word "x"`,
		"#keen\nAB\n":                 "line 2: the first row has 2 cells: expected 2 rows of cages",
		"#keen\nAB\nAB\nA\n":          `line 4: "A": expected a cage and its clue, such as "A 12x"`,
		"#keen\nAB\nAB\nA 0+\n":       `line 4, column 3: cage A: clue "0+": the target is 1 to 387420489`,
		"#keen\nAB\nAB\nA x\n":        `cage A: clue "x": expected a target and its operation (+, -, x or /), such as 12x`,
		"#keen\nAB\nAB\nA 3+\nA 1-\n": "line 5, column 1: cage A has a clue already",
		"#sudoku\nA\n":                "expected #keen",
		"2:_5":                        "game ID: expected ',' after the cage borders",
		"2:_!,a1":                     `game ID: character 4: '!' in the cage borders`,
		"2:_4,a1a2a2a1":               "the cage borders cover 4 of the board's 4 sides",
		"2:_5a,a1a2a2a1":              "the cage borders run past the board's 4 sides",
		"2:_0,a1":                     "game ID: character 4: the count 0 is not 1 to 5",
		"2:_5,a1a2a2":                 `game ID: cage D: expected a, s, m or d and a target, not ""`,
		"2:_5,a1a2a2x1":               `game ID: cage D: expected a, s, m or d and a target, not "x1"`,
		"2:_5,a1a2a2a1a1":             `game ID: "a1" after the clues of the 4 cages`,
		"2:_5,a1a2a2a0":               "game ID: cage D: the target 0 is not 1 to",
		"2m:_5,m1m2m2a1":              `game ID: cage D: "a1" is not a multiplication, and the ID says multiplication only (m)`,
		"2:_5,a1a2a2s1":               "game ID: cage D's clue 1-: subtraction and division cages have exactly two cells, not 1",
		"2dq:_5,a1a2a2a1":             `unknown parameter "dq"`,
		"3:_,a1":                      "game ID: the cage borders cover 1 of the board's 12 sides",
		"12:_,a1":                     "game ID: the board is square, 1x1 to 9x9, not 12x12",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#keen\nA\nA 1\n":                     true,
		"#kenken\nA\n":                        true,
		"4:b_a__a_ab_a__a__,a8s1m6d2d2s1m4":   true,
		"4de:1/2/3/3/3/3/2/1/1/2/2/3/3/2/2/1": false, // Towers
		"2:201022102011":                      false, // Dominosa
		"#heyawake\n2.\nAB\n":                 false,
		"AB\nAB\n":                            false,
	})
}

// TestEnterByPad: every example can be typed on a blank board: each
// cell's cage letter, then its target's digits and its operation.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		keys := []string{cellgrid.RegionName(p.Of(pos))}
		if v := p.At(pos); v != Blank {
			keys = append(keys, puzzlestest.Digits(v)...)
		}
		if op := p.Op[pos.R][pos.C]; op != None && p.At(pos) != Blank {
			keys = append(keys, ty.Key(map[byte]string{Add: "+", Sub: "−", Mul: "×", Div: "÷"}[op]))
		}
		return keys
	})
}

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
