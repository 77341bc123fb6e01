package shakashaka

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a clear error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                       "empty input",
		"#shakashaka\n..\n...\n": "line 3, column 1: row has 3 cells, the first row 2",
		"#shakashaka\n..5\n":     "line 2, column 3: number 5: a black cell has at most 4 neighbours",
		"#shakashaka\n..x\n":     "line 2, column 3: unexpected 'x'",
		"#lightup\n..\n":         "expected #shakashaka",
		"https://puzz.link/p?shakashaka/4/x/gb.h2": "is not two numbers",
		"https://puzz.link/p?shakashaka/4/2/gb!h2": "unexpected character '!' at 3",
		"https://puzz.link/p?shakashaka/3/2/.1h":   "URL body ends after 4 of 6 cells",
		"https://puzz.link/p?shakashaka/3/2/":      "URL body is missing",
		"https://puzz.link/p?shakashaka/200/2/h":   "size 200x2 is outside",
		"https://puzz.link/p?shakashaka/4":         "expected shakashaka/COLS/ROWS/BODY",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#shakashaka\n..\n":                    true,
		"https://puzz.link/p?shakashaka/1/1/g": true,
		"#lightup\n..\n":                       false,
		"https://puzz.link/p?akari/1/1/g":      false,
		"4x2:a1bBb2":                           false,
		"..\n#1\n":                             false,
		"https://puzz.link/p?shakashaka/1/1/!": false,
	})
}

// TestEnterByPad: every example can be typed on a blank puzzle with the
// pad's keys alone (Black, 0–4).
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, puzzlestest.LabelKeys[*Puzzle](spec.Label))
}

func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "b", Want: Black}, {Key: "3", Want: 3}, {Key: "Click", Want: 3}, {Key: "Delete", Want: White},
		{Key: "#", Want: Black}, {Key: ".", Want: White}, {Key: "0", Want: 0}, {Key: "Backspace", Want: White}}, "5")
}

func TestGenerate(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Rows: 5, Cols: 7, Seed: 1})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{{Rows: 0, Cols: 3}: "size 3x0 is outside"})
	if !testing.Short() {
		puzzlestest.Offers(t, Type)
	}
}

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", puzzlestest.Written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", puzzlestest.Written)
}
