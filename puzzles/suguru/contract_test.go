package suguru

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

const pzprURL = "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g"

func TestDetect(t *testing.T) {
	puzzlestest.Detects(t, Type, map[string]bool{
		"#suguru\n1.\nAB\n": true, "#tectonic\n1.\nAB\n": true, pzprURL: true,
		"https://pzprxs.vercel.app/p?suguru/6/6/adbli15d2tluj2g1l2l3l4l5g": true,
		"https://puzz.link/p?ripple/5/5/cih47bs73m3g5p1g2g":                false,
		"https://puzz.link/p?cojun/5/5/cih47bs73m3g5p1g2g":                 false,
		"1.\nAB\n": false, "#ripple\n1.\nAB\n": false,
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written, Keys: puzzlestest.RegionLabelKeys[*Puzzle](cellgrid.RegionName, spec.Label)}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
