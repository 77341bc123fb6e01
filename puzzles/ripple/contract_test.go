package ripple

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"

var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                     "empty input: expected a grid of numbers and one of rooms, or a puzz.link ripple URL",
		"#ripple\n1.\n..\nAB\n":                "line 4: 3 rows: expected the rows of cells, then as many rows of regions",
		"#ripple\n1!\nAB\n":                    "line 2, column 2: unexpected '!'",
		"#ripple\n0.\nAB\n":                    "number 0: a room's numbers are 1 up",
		"#ripple\n1.\nA!\n":                    `line 3: cell 2: "!" is not a region name`,
		"#ripple\n5.\nAB\n":                    "larger than the board's 2 cells",
		"#ripple x\n1.\nAB\n":                  `unknown header word "x"`,
		"https://puzz.link/p?ripple/2/2/8":     "border data has 1 characters; a 2x2 board needs 2",
		"https://puzz.link/p?ripple/2/2/80!":   "URL body: unexpected character '!' at 1",
		"https://puzz.link/p?ripple/2/2/801":   "URL body ends after 1 of 4 cells",
		"https://puzz.link/p?ripple/2/2/80.i":  "a number shown as '?' is not supported",
		"https://puzz.link/p?ripple/2/2/800i":  "number 0: a room's numbers are 1 up",
		"https://puzz.link/p?ripple/2/2/805i":  "the 5 at row 1, column 1 is larger than the board's 4 cells",
		"https://puzz.link/p?ripple/2/2/80j8":  `URL body: "8" after the numbers: cells outside every room are not supported`,
		"https://puzz.link/p?ripple/x/2/2/80j": `the "x" variant of puzz.link's ripple is not supported`,
	})
}

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#ripple\n1.\nAB\n": true, "#hakyukoka\n1.\nAB\n": true, pzprURL: true,
		"https://puzz.link/p?hakyukoka/4/4/9n8rigk14h32k": true,
		"https://puzz.link/p?cojun/4/4/9n8rigk14h32k":     false,
		"1.\nAB\n": false, "#heyawake\n1.\nAB\n": false,
	})
}

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		ty.Cells(p.Size(), func(pos grid.Pos) []string {
			keys := []string{cellgrid.RegionName(p.Of(pos))}
			if v := p.At(pos); v != Empty {
				keys = append(keys, puzzlestest.Digits(v)...)
			}
			return keys
		})
	})
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
