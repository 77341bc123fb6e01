package undead

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves, solve uniquely (Check accepting the answer)
// and are kept with their answers in golden files.
func TestTatham(t *testing.T) {
	for _, name := range []string{"4x4de", "7x7dn", "7x7dt"} {
		t.Run(name, func(t *testing.T) {
			puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
		})
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) {
	kit.Fuzz(f, "8x5:12,12,0,LaRbLaRaLaRLbRaVaVaGRaRaRaLbLaRbRLb,0,2,0,2,2,1,2,1,3,1,0,1,8,4,3,0,0,2,3,2,7,2,1,6,2,1")
}
