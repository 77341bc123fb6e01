package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestLocate(t *testing.T) {
	puzzlestest.Locates(t, mustParse(t, "#slitherlink\n3.1\n.3.\n"), []puzzlestest.LocateCase{
		{Row: 0, Col: 1, Text: "-", Want: "The loop runs along the top of row 1, column 1"},
		{Row: 2, Col: 3, Text: "-", Want: "The loop runs along the top of row 2, column 2"},
		{Row: 4, Col: 5, Text: "-", Want: "The loop runs along the bottom of row 2, column 3"},
		{Row: 1, Col: 0, Text: "|", Want: "The loop runs along the left of row 1, column 1"},
		{Row: 3, Col: 6, Text: "|", Want: "The loop runs along the right of row 2, column 3"},
		{Row: 3, Col: 6, Text: "x", Want: "The loop does not run along the right of row 2, column 3"},
		{Row: 0, Col: 1, Text: "|"}, // a mark that does not fit the side
		{Row: 0, Col: 0, Text: "+"}, // a corner
		{Row: 1, Col: 1, Text: "3"}, // a clue
		{Row: 6, Col: 1, Text: "-"}, // off the board
	}...)
}
