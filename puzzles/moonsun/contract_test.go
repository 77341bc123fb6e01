package moonsun

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// pzprURL is pzprjs's test board.
const pzprURL = "https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12"

// TestDetect: the type knows its own formats and leaves others' alone.
func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#moonsun\nMS\nAB\n": true, "#moonorsun\nMS\nAB\n": true, pzprURL: true,
		"MS\nAB\n": false, "#country\n2.\nAB\n": false, "https://puzz.link/p?country/2/2/80": false,
	})
}

// TestEditKeys: 2, # and * put a moon, 1 and + a sun, ? a circle of
// unknown kind, Delete clears it.
func TestEditKeys(t *testing.T) {
	puzzlestest.CellSteps(t, Type, []puzzlestest.Step[int]{
		{Key: "2", Want: Moon}, {Key: "1", Want: Sun}, {Key: "#", Want: Moon}, {Key: "+", Want: Sun},
		{Key: "*", Want: Moon}, {Key: "?", Want: Unknown}, {Key: "Delete", Want: Empty}})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "#moonsun\nM.\nAB\n", "moonsun/3/1/o.1", pzprURL) }
