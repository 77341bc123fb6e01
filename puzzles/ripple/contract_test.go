package ripple

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#ripple\n1.\nAB\n": true, "#hakyukoka\n1.\nAB\n": true, pzprURL: true,
		"https://puzz.link/p?hakyukoka/4/4/9n8rigk14h32k": true,
		"https://puzz.link/p?cojun/4/4/9n8rigk14h32k":     false,
		"1.\nAB\n": false, "#heyawake\n1.\nAB\n": false,
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
