package nurimisaki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                      "empty input",
		"#nurimisaki\no.\n.\n":                  "line 3, column 1: row has 1 cells, the first row 2",
		"#nurimisaki\nox\n..\n":                 "line 2, column 2: unexpected 'x'",
		"#nurimisaki\n1.\n..\n":                 "line 2, column 1: number 1: a cape sees itself and its one open neighbour",
		"#nurimisaki\n4.\n..\n":                 "the 4 at row 1, column 1 is larger than the 3 cells of a row and a column",
		"https://puzz.link/p?nurimisaki/2/2/1j": "URL body, row 1, column 1: number 1: a cape sees itself",
		"https://puzz.link/p?nurimisaki/2/2/2":  "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?nurimisaki/2/2/!":  "unexpected character '!'",
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#nurimisaki\no.\n..\n": true, "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j": true,
		"https://puzz.link/p?kurodoko/5/5/g.i.m2l.j": false, "#range\n2.\n": false, "o.\n..\n": false,
	})
}

// cellKeys are the pad keys that type cell pos of p: the circle's key or
// the number's digits.
func cellKeys(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
	switch v := p.At(pos); v {
	case Blank:
		return nil
	case Circle:
		return []string{"o"}
	default:
		return puzzlestest.Digits(v)
	}
}

func TestEnterByPad(t *testing.T) { puzzlestest.EntersCells(t, Type, cellKeys) }

var written = puzzlestest.Written

func TestParseFormats(t *testing.T) { puzzlestest.Formats(t, Type, "testdata/forms.txt", written) }

func FuzzParse(f *testing.F) { puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written) }
