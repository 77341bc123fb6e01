package magnets

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	const url = "https://puzz.link/p?magnets/"
	puzzlestest.Errors(t, Type, map[string]string{
		"":                               "empty input",
		"#sudoku\n+..+\n":                "expected #magnets",
		"+..+\n.LX.\n+..+\n":             "line 2, column 3: unexpected 'X'",
		"+..+\n.LR.\n3..+\n":             "line 3, column 1: unexpected '3': a corner of the frame is '+'",
		"+3.+\n.LR.\n+..+\n":             "the clue 3 above column 1 is outside 0 to 1",
		"+..+\n.LR.\n+..+\n+..+\n.LR.\n": "line 3, column 1: unexpected '+'",
		"2x1:..,.,..,.,LL":               "game ID: the cell at row 1, column 1, 'L', is not one end",
		"2x1:1.,.,1.,.,LR":               "game ID: 1 + and 1 - cells do not fit the 1 cells of column 1",
		"2x1:..,.,..,.,LRL":              "game ID: 3 dominoes' ends for the 2x1 board's 2 cells",
		"2x1:..,.,..,.,LX":               "game ID: unexpected 'X' at row 1, column 2 (expected L, R, T, B or '*')",
		"2x1:..,.,..,.":                  "game ID: 4 parts separated by ','",
		"2x1:.!,.,..,.,LR":               "character 6: unexpected '!' for the count above column 2",
		"2x1:..;.,..,.,LR,":              "character 5: 4 counts above, the 2x1 board has 2",
		"2x1St:..,.,..,.,LR":             "unknown parameter \"t\"",
		"3x1:...,2,...,2,LR*":            "game ID: 2 + and 2 - cells do not fit the 3 cells of row 1",
		"2x1:2.,.,..,.,LR":               "the clue 2 above column 1 is outside 0 to 1",
		url + "2/1/g11ig":                "URL: the cell at row 1, column 1, '.', is not one end",
		url + "2/1/g11i!":                "URL: the borders: URL body: \"!\" in the border data is not a base-32 digit",
		url + "2/1/g11i":                 "URL: the body ends within the borders (0 characters, 1 needed)",
		url + "2/1/g11i0100":             "URL: \"100\" after the borders does not start with 1 zeros (given poles are not supported)",
		url + "2/1/g11i00z":              "URL: the cells in no domino: URL body: \"z\" in the border data",
		url + "a/2/1/g11i0":              "the \"a\" variant of puzz.link's magnets is not supported",
		url + "400/400/":                 "URL: size 400x400 is outside",
	})
}

// TestEnterByPad: every example can be laid on a blank board with its
// cells' pad keys in reading order (each lays a whole domino) and its
// counts' digits.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		keys := puzzlestest.LabelKeys[*Puzzle](spec.Label)
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return keys(ty, p, pos) })
		for _, c := range p.Clues() {
			tg, _ := p.Hit(float64(c.Cell[1])+1.5, float64(c.Cell[0])+1.5)
			ty.Press(tg, ty.Key(c.Value))
		}
	})
}

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
