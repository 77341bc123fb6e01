package tapa

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                 "empty input: expected a grid of clues or a puzz.link tapa URL",
		"#nurikabe\n1.\n":                  `header "#nurikabe": expected #tapa`,
		"#tapa\n":                          "no grid rows",
		"#tapa\n1 .\n. . .\n":              "line 3, column 1: row has 3 cells, the first row 2",
		"#tapa\n1 x\n":                     `line 2, column 3: unexpected 'x' in "x": expected '.' or a clue of numbers 0 to 8 and '?'`,
		"#tapa\n. 19\n":                    `line 2, column 3: number 9 in "19": a clue cell has 8 neighbours`,
		"#tapa\n. 11111\n":                 "line 2, column 3: clue 11111: a clue has at most 4 numbers",
		"#tapa\n55 .\n":                    "line 2, column 1: clue 55: its runs and the gaps between them need 12 cells, a clue has 8 neighbours",
		"#tapa\n. 30\n":                    "line 2, column 3: clue 30: a 0 stands alone",
		"#tapa\n. 0?\n":                    "line 2, column 3: clue 0?: a 0 stands alone",
		"#tapa\n. ?4?\n":                   "line 2, column 3: clue ?4?: its runs and the gaps between them need 9 cells",
		"https://puzz.link/p?tapa/2":       "expected tapa/COLS/ROWS/BODY",
		"https://puzz.link/p?tapa/2/x/g":   "is not two numbers",
		"https://puzz.link/p?tapa/2/1/g!":  "URL body: unexpected character '!' at 2",
		"https://puzz.link/p?tapa/2/1/ezg": `URL body: "ez" at 1 is not a clue of several numbers (a0 to d7)`,
		"https://puzz.link/p?tapa/2/1/ga":  "URL body: unexpected character 'a' at 2",
		"https://puzz.link/p?tapa/2/1/g":   "URL body ends after 1 of 2 cells",
		"https://puzz.link/p?tapa/2/1/azg": "row 1, column 1: clue 55: its runs and the gaps between them need 12 cells",
		"https://puzz.link/p?tapa/2/1/crg": "row 1, column 1: clue 333: its runs and the gaps between them need 12 cells",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#tapa\n13 .\n. ?\n":                          true,
		"https://puzz.link/p?tapa/5/5/3n5hchhajn2":    true,
		"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g":  false,
		"https://puzz.link/p?tapaloop/5/5/3n5hchhajn": false,
		"#nurikabe\n1.\n.?\n":                         false,
		"1.\n..\n":                                    false,
	})
}

// cellKeys are the pad keys that type cell pos of p: its clue's
// characters in turn.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	if blank(p.At(pos)) {
		return nil
	}
	var keys []string
	for _, ch := range clueText(p.At(pos)) {
		keys = append(keys, string(ch))
	}
	return keys
}

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone.
func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

// TestEdit: digits and '?' build a clue while it can be, Backspace and
// Delete take it away.
func TestEdit(t *testing.T) {
	p, _ := New(1, 3)
	at := puzzles.Target{R: 0, C: 1}
	puzzlestest.EditCases(t, p, []puzzlestest.EditCase{
		{Name: "digit", At: at, Keys: []string{"3"}, Want: ". 3 ."},
		{Name: "two numbers", At: at, Keys: []string{"1", "3"}, Want: " . 13  ."},
		{Name: "unknowns", At: at, Keys: []string{"?", "2", "?"}, Want: "  . ?2?   ."},
		{Name: "too many starts again", At: at, Keys: []string{"5", "2"}, Want: ". 2 ."},
		{Name: "a fifth number starts again", At: at, Keys: []string{"1", "1", "1", "1", "1"}, Want: ". 1 ."},
		{Name: "backspace", At: at, Keys: []string{"1", "2", "Backspace"}, Want: ". 1 ."},
		{Name: "backspace to empty", At: at, Keys: []string{"1", "Backspace"}, Want: ". . ."},
		{Name: "delete", At: at, Keys: []string{"4", "Delete"}, Want: ". . ."},
		{Name: "nine", At: at, Keys: []string{"9"}, Want: "number 9: a clue cell has 8 neighbours"},
		{Name: "click", At: at, Keys: []string{"Click", "AltClick", "x"}},
		{Name: "off the board", At: puzzles.Target{R: 9, C: 9}, Keys: []string{"1"}},
	}...)
}
