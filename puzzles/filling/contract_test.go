package filling

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                     "empty input",
		"#filling\n1.\n...\n":                  "line 3, column 1: row has 3 cells",
		"#filling\n1x\n":                       "line 2, column 2: unexpected 'x'",
		"#filling\n0.\n":                       "number 0: a region has at least 1 cell",
		"#filling\n5.\n..\n":                   "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"2x2:1b":                               "game ID description covers 3 cells, the 2x2 board has 4",
		"2x2:1B1a":                             `unexpected 'B' in the description`,
		"https://puzz.link/p?fillomino/2/2/5i": "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"https://puzz.link/p?fillomino/2/2/!":  "unexpected character '!' at 1",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{"#fillomino\n1.\n..\n": true, "https://puzz.link/p?fillomino/2/2/1i": true, "2x2:1c": true, "1.\n..\n": false})
}

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		if v := p.At(pos); v > 0 {
			return puzzlestest.Digits(v)
		}
		return nil
	})
}
