package palisade

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
		"":                                     "empty input",
		"#palisade\n..5\n":                     "line 2, column 3: number 5: a cell has 4 sides",
		"#palisade\n..x\n":                     "line 2, column 3: unexpected 'x'",
		"#palisade\n..\n...\n":                 "line 3, column 1: row has 3 cells, the first row 2",
		"#palisade n=0\n..\n":                  "region size 0: expected 1 to",
		"#palisade n=x\n..\n":                  `unknown word "n=x"`,
		"#palisade size=3\n..\n":               `unknown word "size=3"`,
		"#lightup\n..\n":                       "expected #palisade",
		"5x5n5:i133c23c2c5":                    "game ID: number 5: a cell has 4 sides",
		"5x5n5:i133c23c2c!":                    "game ID: unexpected '!'",
		"5x5n5:i133c23c2c2a":                   "longer than the 5x5 board",
		"5x5n0:a":                              "region size 0",
		"5x5n:a":                               `"n" needs a number`,
		"0x5n5:a":                              "size 0x5 is outside",
		"https://puzz.link/p?fivecells/2/2/5c": "URL body, row 1, column 1: number 5: a cell has 4 sides",
		"https://puzz.link/p?fivecells/2/2/1!": "unexpected character '!' at 2",
		"https://puzz.link/p?fivecells/2/2/1a": "URL body ends after 2 of 4 cells",
		"https://puzz.link/p?fivecells/2":      "expected fivecells/COLS/ROWS/BODY",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#palisade n=4\n..\n..\n":                 true,
		"#fivecells\n.....\n":                     true,
		"https://puzz.link/p?fivecells/5/1/1a1a1": true,
		"5x5n5:i133c23c2c2":                       true,
		"5x5:i133c23c2c2":                         false, // read when named: other games' IDs look alike
		"9x9n10:r10,u,0123456789abcdef0123456789": false, // Mines
		"7x7:k0b0": false,
		"..\n..\n": false,
	})
}

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone: the region size with - and +, then the cells.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		for ty.Inst.(*Puzzle).N != p.N {
			ty.Press(puzzles.Target{}, map[bool]string{true: "+", false: "-"}[ty.Inst.(*Puzzle).N < p.N])
		}
		ty.Cells(p.Size(), func(pos grid.Pos) []string {
			return map[int][]string{None: nil, Unknown: {"?"}, Unused: {"u"}, 0: {"0"}, 1: {"1"}, 2: {"2"}, 3: {"3"}, 4: {"4"}}[p.At(pos)]
		})
	})
}

// TestEditSize: - and + change the region size on a copy, within 1 to
// the board's cells.
func TestEditSize(t *testing.T) {
	p := mustParse(t, "#palisade n=1\n1.\n")
	puzzlestest.Refuses(t, p, puzzles.Target{}, map[string]string{"-": "a region has 1 to 2 cells on a 2x1 board"})
	q := puzzlestest.Edit(t, p, puzzles.Target{}, "+").(*Puzzle)
	if q.N != 2 || p.N != 1 || q.String() != "#palisade n=2\n1.\n" {
		t.Errorf("+ on n=1: %d (receiver %d), %q", q.N, p.N, q.String())
	}
	puzzlestest.Refuses(t, q, puzzles.Target{}, map[string]string{"+": "a region has 1 to 2 cells"})
}
