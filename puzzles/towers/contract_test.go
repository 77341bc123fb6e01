package towers

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

func TestExamplesGolden(t *testing.T) { puzzlestest.ExamplesGolden(t, Type) }

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                                 "empty input",
		"+..+\n....\n+..+\n":                               "board is square, this one is 2x1",
		"+...+\n.....\n....\n":                             "line 3, column 1: row has 4 characters, the first row 5",
		"+..+\n..x.\n....\n+..+\n":                         "line 2, column 3: unexpected 'x'",
		"+..+\n....\n....\n3..+\n":                         "line 4, column 1: unexpected '3': a corner of the frame is '+'",
		"+..+\n..3.\n....\n+..+\n":                         "the 3 at row 1, column 2 is more than 2, the most a cell of a 2x2 board holds",
		"+3.+\n....\n....\n+..+\n":                         "the clue 3 above column 1 is outside 1 to 2",
		"+..+\nx...\n....\n+..+\n":                         "line 2, column 1: unexpected 'x': a clue beside the board is a digit or '.'",
		"#sudoku\n+..+\n":                                  "expected #towers",
		"+.+\n...\n+.+\n..\n":                              "line 4, column 1: row has 2 characters",
		"3:1/2/3/1/2/3/1/2/3/1/2":                          "11 clue places (separated by '/'), the 3x3 board has 12",
		"3:1/2/3/1/2/3/1/2/3/1/2/x":                        "the clue right of row 3, \"x\", is not a number",
		"3:1/2/3/1/2/3/1/2/3/1/2/4":                        "the clue 4 right of row 3 is outside 1 to 3",
		"3:///////////,a1":                                 "the cells cover 2 of the 3x3 board's 9",
		"3:///////////,i1":                                 "character 16: the cells run past the 3x3 board",
		"3:///////////,h4":                                 "the 4 at row 3, column 3 is more than 3, the most a cell of a 3x3 board holds",
		"3:///////////,h0":                                 "the number 0 is outside 1 to 9",
		"3:///////////,h!":                                 "character 16: unexpected '!' in the cells",
		"3de5:///////////":                                 "unknown parameter \"5\"",
		"3x4://///////////":                                "board is square, this one is 3x4",
		"https://puzz.link/p?skyscrapers/4/4/k.3h4j3g":     "the clue below column 2 is '.' (unknown)",
		"https://puzz.link/p?skyscrapers/4/4/k13h4j3g.":    "the cell at row 1, column 1 is '.' (unknown)",
		"https://puzz.link/p?skyscrapers/4/4/k13h4j3g!":    "URL cells (after the 16 clues): URL body: unexpected character '!' at 1",
		"https://puzz.link/p?skyscrapers/4/4/k13h5j3g":     "the clue 5 left of row 2 is outside 1 to 4",
		"https://puzz.link/p?skyscrapers/4/5/k13h4j3g":     "board is square, this one is 4x5",
		"https://puzz.link/p?skyscrapers/4":                "expected skyscrapers/COLS/ROWS/BODY",
		"https://puzz.link/p?skyscrapers/4/4/k13h4j3gg-ff": "the number 255 at row 1, column 2 is outside 1 to 9",
		"https://puzz.link/p?skyscrapers/400/400/":         "URL: size 400x400 is outside",
	})
}

// TestDetect: the type knows its own formats (and its examples) and
// leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#towers\n+.+\n...\n+.+\n":                        true,
		"#skyscrapers\n+.+\n...\n+.+\n":                   true,
		"https://puzz.link/p?skyscrapers/4/4/k13h4j3g":    true,
		"4de:1/2/3/3/3/3/2/1/1/2/2/3/3/2/2/1":             true,
		"2:201022102011":                                  false, // Dominosa
		"7x7:k0b0":                                        false, // Light Up
		"https://puzz.link/p?akari/1/1/g":                 false,
		"+.+\n...\n+.+\n":                                 false,
		"4:1/2/3/3/3/3/2/1/1/2/2/3/3/2/2/1/3":             false,
		"5:2/3/4/1/2/3/3/1/2/2/2/1/2/2/2/2/5/4/1/3,zzzzz": false,
	})
}

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone, its clues beside the board included.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		n := p.Size().Rows
		ty.New(n, n)
		for _, c := range p.Clues() {
			tg, _ := p.Hit(float64(c.Cell[1])+1.5, float64(c.Cell[0])+1.5)
			ty.Press(tg, ty.Key(c.Value))
		}
	})
}

// TestEditing: the clues beside the board are hit, boxed, reached by
// arrows and typed like the cells; numbers above the board's side are
// refused and not on the pad.
func TestEditing(t *testing.T) {
	p, _ := New(3)
	top := puzzles.Target{R: -1, C: 1, Kind: "top"}
	right := puzzles.Target{R: 2, C: 3, Kind: "right"}
	puzzlestest.Hits(t, p,
		puzzlestest.HitCase{X: 2.5, Y: 0.5, Want: top, OK: true},
		puzzlestest.HitCase{X: 4.5, Y: 3.5, Want: right, OK: true},
		puzzlestest.HitCase{X: 1.5, Y: 1.5, Want: puzzles.Target{}, OK: true},
		puzzlestest.HitCase{X: 1.5, Y: 4.5, Want: puzzles.Target{R: 3, C: 0, Kind: "bottom"}, OK: true},
		puzzlestest.HitCase{X: 0.5, Y: 2.5, Want: puzzles.Target{R: 1, C: -1, Kind: "left"}, OK: true},
		puzzlestest.HitCase{X: 0.5, Y: 0.5},  // a corner
		puzzlestest.HitCase{X: -0.5, Y: 1.5}, // off the scene
	)
	puzzlestest.Moves(t, p,
		puzzlestest.MoveCase{From: puzzles.Target{R: 0, C: 1}, Arrow: "ArrowUp", Want: top},
		puzzlestest.MoveCase{From: top, Arrow: "ArrowUp", Want: top},
		puzzlestest.MoveCase{From: top, Arrow: "ArrowLeft", Want: puzzles.Target{R: -1, C: 0, Kind: "top"}},
		puzzlestest.MoveCase{From: puzzles.Target{R: -1, C: 0, Kind: "top"}, Arrow: "ArrowLeft", Want: puzzles.Target{R: -1, C: 0, Kind: "top"}},
		puzzlestest.MoveCase{From: right, Arrow: "ArrowLeft", Want: puzzles.Target{R: 2, C: 2}},
	)
	puzzlestest.EditCases(t, p,
		puzzlestest.EditCase{Name: "top clue", At: top, Keys: []string{"3"}, Want: "+.3.+"},
		puzzlestest.EditCase{Name: "clue retyped", At: top, Keys: []string{"3", "2"}, Want: "+.2.+"},
		puzzlestest.EditCase{Name: "clue deleted", At: top, Keys: []string{"3", "Delete"}, Want: "+...+"},
		puzzlestest.EditCase{Name: "right clue", At: right, Keys: []string{"1"}, Want: ".....\n.....\n....1"},
		puzzlestest.EditCase{Name: "clue too big", At: top, Keys: []string{"4"}, Want: "clue 4 above column 2: a clue is 1 to 3 on this board"},
		puzzlestest.EditCase{Name: "clue 0", At: top, Keys: []string{"0"}, Want: "clue 0 above column 2"},
		puzzlestest.EditCase{Name: "cell", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2"}, Want: "..2.."},
		puzzlestest.EditCase{Name: "cell keeps the clues", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2"}, Want: "+...+\n.....\n..2.."},
		puzzlestest.EditCase{Name: "cell cleared", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"2", "Backspace"}, Want: "....."},
		puzzlestest.EditCase{Name: "cell too big", At: puzzles.Target{R: 1, C: 1}, Keys: []string{"7"}, Want: "number 7: a cell of a 3x3 board holds at most 3"},
		puzzlestest.EditCase{Name: "letter ignored", At: top, Keys: []string{"x"}},
		puzzlestest.EditCase{Name: "corner ignored", At: puzzles.Target{R: -1, C: -1, Kind: "top"}, Keys: []string{"1"}},
	)
	q := puzzlestest.Edit(t, p, top, "3")
	q = puzzlestest.Edit(t, q, puzzles.Target{R: 0, C: 0}, "1")
	if got := q.(*Puzzle).Edges[cellgrid.Top][1]; got != 3 {
		t.Errorf("a cell's edit lost the clue above column 2: %d", got)
	}
	puzzlestest.Pad(t, p, puzzles.Key{Label: "1", Key: "1"}, puzzles.Key{Label: "2", Key: "2"}, puzzles.Key{Label: "3", Key: "3"}, puzzles.Key{Label: "Delete", Key: "Delete"})
	if q, err := Type.New(3, 4); err != nil || q.(*Puzzle).Size() != p.Size() {
		t.Errorf("New(3, 4) made %v (%v), not a 3x3 board", q, err)
	}
}

// written are the forms a puzzle writes: its URL and its game ID.
var written = puzzlestest.Written

// TestParseFormats: the texts of testdata/forms.txt parse as it says, and
// the forms that puzzles write read back.
func TestParseFormats(t *testing.T) {
	puzzlestest.Formats(t, Type, "testdata/forms.txt", written)
}

// FuzzParse: whatever parses round-trips and the forms it writes read
// back; the texts of testdata/forms.txt seed it.
func FuzzParse(f *testing.F) {
	puzzlestest.FuzzFormats(f, Type, "testdata/forms.txt", written)
}
