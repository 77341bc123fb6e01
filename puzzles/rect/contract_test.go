package rect

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                   "empty input",
		"#rect\n3.\n...\n":                   "line 3, column 1: row has 3 cells",
		"#rect\n3x\n":                        "line 2, column 2: unexpected 'x'",
		"#rect\n0.\n":                        "number 0: a rectangle has at least 1 cell",
		"#rect\n5.\n..\n":                    "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"2x2:4b":                             "game ID: the cells cover 3 of the 2x2 board's 4",
		"2x2:a4c":                            "the cells run past the 2x2 board",
		"2x2:a4!a":                           `character 7: unexpected '!' in the cells`,
		"2x2ae:4c":                           `unknown parameter "e"`,
		"https://puzz.link/p?shikaku/2/2/5i": "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"https://puzz.link/p?shikaku/2/2/!":  "unexpected character '!' at 1",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{"#shikaku\n4.\n..\n": true, "2x2:a4b": true, "2x2:a3b": false, "7x7:k0b0": false, "https://puzz.link/p?shikaku/2/2/4i": true, "4.\n..\n": false})
}

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		if v := p.At(pos); v > 0 {
			return puzzlestest.Digits(v)
		}
		return map[int][]string{Unknown: {"?"}}[p.At(pos)]
	})
}
