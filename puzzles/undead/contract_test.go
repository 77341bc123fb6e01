package undead

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                        "empty input",
		"#undead\n+ . +\n. x .\n+ . +\n":          `line 3, column 3: unexpected "x": a square is`,
		"#undead\n+ . +\n. . .\n. . +\n":          `line 4, column 1: unexpected ".": a corner of the frame is '+'`,
		"#undead\n+ a +\n. . .\n+ . +\n":          `line 2, column 3: unexpected "a": a number beside the board is a count`,
		"#undead\n+ 3 +\n. . .\n+ . +\n":          "the clue 3 above column 1 is outside 0 to 2",
		"#undead\n+ . . +\n. . .\n+ . +\n":        "line 3, column 1: row has 3 places, the first line 4",
		"#undead\n+ . +\n+ . +\n":                 "at least 3 lines",
		"#undead ghost=1\n+ . +\n. . .\n+ . +\n":  `line 1: header word "ghost=1": expected ghosts=G`,
		"#undead ghosts=x\n+ . +\n. . .\n+ . +\n": `header word "ghosts=x"`,
		"#towers\n+ . +\n. . .\n+ . +\n":          "expected #undead",
		"1x1:0,0,1,a,0,0,0":                       "game ID: 7 fields (separated by ','), the 1x1 board has 3 totals, its squares and 4 numbers",
		"1x1:0,0,1,a,0,0,0,x":                     `game ID: number 7, "x", is not a count`,
		"1x1:0,0,1,Q,0,0,0,0":                     `game ID: unexpected 'Q' in the description`,
		"1x1:0,0,1,b,0,0,0,0":                     "game ID description is longer than the 1x1 board",
		"2x1:0,0,1,a,0,0,0,0,0,0":                 "game ID description covers 1 cells, the 2x1 board has 2",
		"1x1:0,0,1,a,0,0,0,9":                     "the clue 9 left of row 1 is outside 0 to 2",
		"1x1t:0,0,1,a,0,0,0,0":                    `unknown parameter "t"`,
	})
}

// TestDetect: the type knows its own forms and its examples and leaves
// other games' IDs and headers alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#undead\n+ . +\n. . .\n+ . +\n":                            true,
		"4x4dn:3,3,3,bLLaLaRaRbRLb,1,1,0,0,0,2,4,3,2,3,0,0,2,2,0,3": true,
		"+ . +\n. . .\n+ . +\n":                                     false, // no header
		"#towers\n+.+\n...\n+.+\n":                                  false,
		"4x4:b5a6g9c,S3,4,3,3,4,S4,3,2":                             false, // Tracks
		"4de:1/2/3/3/3/3/2/1/1/2/2/3/3/2/2/1":                       false, // Towers
		"3x3:1,1,1,i,0,0,0,0,0,0,0,0,0,0,0":                         false, // one number short
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
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written, "8x5:12,12,0,LaRbLaRaLaRLbRaVaVaGRaRaRaLbLaRbRLb,0,2,0,2,2,1,2,1,3,1,0,1,8,4,3,0,0,2,3,2,7,2,1,6,2,1")
}

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves, solve uniquely (Check accepting the answer)
// and are kept with their answers in golden files.
func TestTatham(t *testing.T) {
	for _, name := range []string{"4x4de", "7x7dn", "7x7dt"} {
		t.Run(name, func(t *testing.T) {
			puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
		})
	}
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 4, Cols: 6, Seed: 1}, puzzles.GenerateOptions{Seed: 2})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 300, Cols: 300}: "size 300x300 is outside"})
}
