package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestLocate(t *testing.T) {
	puzzlestest.Locates(t, mustParse(t, "#masyu\n.W..\n..B.\n....\n....\n"), []puzzlestest.LocateCase{
		{Row: 0, Col: 1, Text: "-", Want: "A line joins row 1, column 1 and row 1, column 2"},
		{Row: 5, Col: 6, Text: "|", Want: "A line joins row 3, column 4 and row 4, column 4"},
		{Row: 1, Col: 0, Text: "x", Want: "No line joins row 1, column 1 and row 2, column 1"},
		{Row: 2, Col: 4, Text: "o", Want: "The loop passes through row 2, column 3"},
		{Row: 2, Col: 4, Text: "B"},
		{Row: 1, Col: 1, Text: "-"}, // between four cells
		{Row: 0, Col: 7, Text: "-"}, // off the board
		{Row: 1, Col: 0, Text: "-"}, // a mark that does not fit the line
	}...)
}
