package country

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// pzprURL is pzprjs's test board.
const pzprURL = "https://puzz.link/p?country/5/5/amda0uf02h12h"

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#country\n2.\nAB\n": true, "#countryroad\n2.\nAB\n": true, pzprURL: true,
		"2.\nAB\n": false, "#heyawake\n2.\nAB\n": false, "https://puzz.link/p?heyawake/2/2/80": false,
	})
}

// TestEditKeys: ? marks a number not given, digits build a number up
// to the board's cells, Delete clears it.
func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "?", Want: Unknown}, {Key: "1", Want: 1}, {Key: "2", Want: 2}, {Key: "?", Want: Unknown},
		{Key: "3", Want: 3}, {Key: "Delete", Want: Empty}}, "5")
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "#country\n?.\nAB\n", "country/3/1/o.1") }
