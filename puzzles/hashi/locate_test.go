package hashi

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestLocate(t *testing.T) {
	puzzlestest.Locates(t, mustParse(t, "#hashi max=4\n2.3\n...\n..1\n"), []puzzlestest.LocateCase{
		{Row: 0, Col: 1, Text: "=", Want: "2 bridges run between the islands at row 1, column 1 and row 1, column 3"},
		{Row: 0, Col: 1, Text: "≣", Want: "4 bridges run between the islands at row 1, column 1 and row 1, column 3"},
		{Row: 1, Col: 2, Text: "|", Want: "A bridge runs between the islands at row 1, column 3 and row 3, column 3"},
		{Row: 1, Col: 2, Text: "⁝", Want: "3 bridges run between the islands at row 1, column 3 and row 3, column 3"},
		{Row: 1, Col: 1, Text: "-"}, // no island on either side
		{Row: 0, Col: 0, Text: "-"}, // an island, not water
		{Row: 0, Col: 1, Text: "?"},
		{Row: 5, Col: 5, Text: "|"},
	}...)
}
