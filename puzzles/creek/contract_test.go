package creek

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
		"":                                  "empty input",
		"#creek\n.\n":                       "a board of 1x1 points has no cells between them",
		"#creek\n..\n.5\n":                  "line 3, column 2: number 5: a grid point has at most 4 cells around it",
		"#creek\n..\n.x\n":                  "line 3, column 2: unexpected 'x': expected '.' or a number 0 to 4",
		"#creek\n...\n..\n":                 "line 3, column 1: row has 2 cells, the first row 3",
		"#slant\n..\n..\n":                  "header \"#slant\": expected #creek",
		"https://puzz.link/p?creek/2/2/!":   "URL body: unexpected character '!' at 1",
		"https://puzz.link/p?creek/2/2/.h":  "URL body, row 1, column 1: an unknown clue ('.') is not allowed",
		"https://puzz.link/p?creek/200/2/h": "URL: size 200x2 is outside",
		"https://puzz.link/p?creek/2/2/":    "URL body is missing: expected the board's 9 cells",
		"https://puzz.link/p?creek/2":       "the number of rows is missing",
		"https://puzz.link/p?creek/d/2/2/o": "the \"d\" variant of puzz.link's creek is not supported",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone
// (Slant's points grid and URL look the same but for the name).
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#creek\n..\n..\n": true, "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt": true,
		"#slant\n..\n..\n": false, "https://puzz.link/p?gokigen/4/4/iaegcgcj6a": false,
		"..\n..\n": false, "2x2:i": false,
	})
}

// TestEnterByPad: every example is typed on a blank board by selecting
// its grid points and pressing their clues.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		for _, pt := range p.Where(clue) {
			tg, _ := ty.Inst.Hit(float64(pt.C)+0.7, float64(pt.R)+0.3) // near the point
			ty.Press(tg, ty.Key(string(rune('0'+p.At(pt)))))
		}
	})
}

// TestEditKeys: a grid point takes 0–4 and clears; 5 is refused.
func TestEditKeys(t *testing.T) {
	p, at := puzzlestest.Blank[*Puzzle](t, Type, 2, 2), puzzles.Target{R: 2, C: 1}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).At(grid.Pos{R: 2, C: 1}) }
	puzzlestest.Steps(t, p, at, read, []puzzlestest.Step[int]{
		{Key: "4", Want: 4}, {Key: "0", Want: 0}, {Key: "Delete", Want: Blank}, {Key: "2", Want: 2}, {Key: ".", Want: Blank}}...)
	puzzlestest.Refuses(t, p, at, map[string]string{"5": "number 5: a grid point has at most 4 cells around it"})
	if got := Type.Help(); got != "Select a grid point (a corner of the cells), then press 0–4 for the shaded cells around it, Delete to clear it." {
		t.Errorf("help %q", got)
	}
}

func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
