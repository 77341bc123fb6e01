package galaxies

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                      "empty input",
		"#galaxies\no.\n...\n":                  "line 3, column 1: row has 3 cells",
		"#galaxies\nq.\n":                       "line 2, column 1: unexpected 'q'",
		"#galaxies\n.r\n..\n":                   "the dot right of row 1, column 2 lies on the board's border",
		"#galaxies\n..\nxb\n":                   "the dot at the bottom-right corner of row 2, column 1 lies on the board's border",
		"3x3:zza":                               "game ID, character 7: the dots run past the 3x3 board",
		"3x3:a!":                                `game ID, character 6: unexpected '!' in the description`,
		"3x3:aa":                                "the dot at row 1, column 1 and the dot right of row 1, column 1 touch one cell",
		"3x3dd:m":                               `unknown parameter "dd"`,
		"https://puzz.link/p?tentaisho/2/2/!":   "unexpected character '!' at 1",
		"https://puzz.link/p?tentaisho/2/2/0":   "URL body ends after 1 of the 9 places of dots",
		"https://puzz.link/p?tentaisho/2/2/o1":  `URL body "1" after the dots: cells marked empty are not part of Galaxies`,
		"https://puzz.link/p?tentaisho/2/2/00q": "URL body: the dot at row 1, column 1 and the dot right of row 1, column 1 touch one cell",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#tentaisho\no\n": true, "3x3:m": true, "3x3dn:M": true, "3x3:a": false, "12x12:": false, "7x7:a3b4b3": false,
		"https://puzz.link/p?tentaisho/3/3/rek": true, "https://puzz.link/p?shikaku/2/2/4i": false, "o.\n..\n": false,
	})
}

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, puzzlestest.LabelKeys[*Puzzle](spec.Label))
}
