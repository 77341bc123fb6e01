package tracks

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// mustParse parses a puzzle or fails the test.
var mustParse = puzzlestest.Parser[*Puzzle](Type)

// TestParseErrors: bad input is refused with a specific error.
func TestParseErrors(t *testing.T) {
	puzzlestest.Errors(t, Type, map[string]string{
		"":                                "empty input",
		"#tents\n1\n━ 1\n":                "expected #tracks",
		"#tracks\n1\n":                    "a line of column counts and at least one row",
		"#tracks\n22\n━x 1\n.┃ 1\n":       "line 3, column 2: unexpected 'x'",
		"#tracks\n22\n━. 1\n.┃┃ 1\n":      "line 4, column 1: row has 3 cells, the first row 2",
		"#tracks\n23\n━. 1\n.┃ 1\n":       "column 2: 3 squares of track do not fit a column of 2 cells",
		"#tracks\n22\n━. 3\n.┃ 1\n":       "row 1: 3 squares of track do not fit a row of 2 cells",
		"4x4:b5a6g9c,S3,4,3,3,4,S4,3":     "7 counts after the grid, the 4x4 board needs 8",
		"4x4:b5a6g9c":                     "0 counts after the grid",
		"4x4:b7a6g9c,S3,4,3,3,4,S4,3,2":   "game ID: unexpected '7' in the description (expected a piece",
		"4x4:b5a6g9d,S3,4,3,3,4,S4,3,2":   "game ID description is longer than the 4x4 board",
		"4x4:b5a6g9b,S3,4,3,3,4,S4,3,2":   "game ID description covers 15 cells, the 4x4 board has 16",
		"4x4:b5a6g9c,S3,4,x,3,4,S4,3,2":   "count \"x\" is not a number",
		"4x4:b5a6g9c,3,4,3,3,4,S4,3,2":    "expected 'S' before one column's count (the exit) and one row's",
		"4x4:b5a6g9c,S3,4,3,3,S4,4,3,2":   "the track does not run out of the grid at the entrance (row 1) and the exit (column 1)",
		"4x4dq:b5a6g9c,S3,4,3,3,4,S4,3,2": "unknown parameter \"dq\"",
		"0x4:b5a6g9c,S3,4,3,3,4,S4,3,2":   "size 0x4 is outside",
	})
}

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#tracks\n22\n━. 1\n.┃ 1\n":                      true,
		"4x4:b5a6g9c,S3,4,3,3,4,S4,3,2":                  true,
		"8x8dt:5znCuA,6,7,4,1,2,2,2,S3,S3,3,2,2,1,4,7,5": true,
		"2x2:_c,1,0,1,0":                                 false, // Tents
		"4x4:b5a6g9c,3,4,3,3,4,4,3,2":                    false,
		"7x7:k0b0":                                       false, // Light Up
		"#tents\n10\nT. 1\n.. 0\n":                       false,
	})
}

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone, its counts included.
func TestEnterByPad(t *testing.T) {
	keys := puzzlestest.LabelKeys[*Puzzle](spec.Label)
	puzzlestest.EntersExamples(t, Type, func(ty *puzzlestest.Typist, want puzzles.Instance) {
		p := want.(*Puzzle)
		ty.New(p.Size().Rows, p.Size().Cols)
		ty.Cells(p.Size(), func(pos grid.Pos) []string { return keys(ty, p, pos) })
		for r, n := range p.Rows {
			ty.Press(puzzles.Target{R: r, Kind: cellgrid.KindRow}, puzzlestest.Digits(n)...)
		}
		for c, n := range p.Cols {
			ty.Press(puzzles.Target{C: c, Kind: cellgrid.KindCol}, puzzlestest.Digits(n)...)
		}
	})
}

func TestCheckRejects(t *testing.T) {
	p := mustParse(t, "#tracks\n1?2\n━.. ?\n... ?\n..┃ 1\n")
	puzzlestest.Accepts(t, p, &Answer{Grid: []string{"━┓.", ".┗┓", "..┃"}})
	puzzlestest.Rejects(t, p, map[string]puzzles.Answer{
		"the answer has 2 rows, the board 3":                              &Answer{Grid: []string{"━━┓", "..┃"}},
		"row 2 of the answer has 2 squares, the board 3":                  &Answer{Grid: []string{"━━┓", "..", "..┃"}},
		"row 1, column 3: 'x' is not a piece of track":                    &Answer{Grid: []string{"━━x", "..┃", "..┃"}},
		"row 1, column 1: the given ━ is ┓ in the answer":                 &Answer{Grid: []string{"┓..", "┃..", "┗━┃"}},
		"row 1, column 3: the track runs out of the grid":                 &Answer{Grid: []string{"━━━", "..┃", "..┃"}},
		"row 1, column 3: the track runs into row 2, column 3, which doe": &Answer{Grid: []string{"━━┓", "...", "..┃"}},
		"column 2 has 3 squares of track, not 2":                          &Answer{Grid: []string{"━━┓", "..┃", "..┃"}},
	})
	puzzlestest.Rejects(t, mustParse(t, "#tracks\n????\n━... ?\n.... ?\n.... ?\n...┃ ?\n"), map[string]puzzles.Answer{
		"passes 7 squares; the other 4 of track are apart from it": &Answer{Grid: []string{"━━━┓", "┏┓.┃", "┗┛.┃", "...┃"}},
	})
	blank, _ := New(2, 2)
	puzzlestest.Rejects(t, blank, map[string]puzzles.Answer{"the track needs two ends": &Answer{Grid: []string{"..", ".."}}})
}

// TestPad: the pad has the six pieces, the count digits and Delete.
func TestPad(t *testing.T) {
	p, _ := New(4, 4)
	pad := []puzzles.Key{{Label: "━", Key: "-"}, {Label: "┃", Key: "|"}, {Label: "┏", Key: "q"}, {Label: "┓", Key: "e"}, {Label: "┗", Key: "z"}, {Label: "┛", Key: "c"}}
	for _, d := range "0123456789" {
		pad = append(pad, puzzles.Key{Label: string(d), Key: string(d)})
	}
	puzzlestest.Pad(t, p, append(pad, puzzles.Key{Label: "Delete", Key: "Delete"})...)
	q := puzzlestest.Edit(t, puzzlestest.Edit(t, p, puzzles.Target{R: 1, C: 0}, "J"), puzzles.Target{R: 3, Kind: cellgrid.KindRow}, "3")
	if got := q.String(); got != "#tracks\n????\n.... ?\n┛... ?\n.... ?\n.... 3\n" {
		t.Errorf("after J and 3:\n%s", got)
	}
}
