package tracks

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: the game IDs of Tatham's generator (testdata/tatham) read,
// write back as themselves, solve uniquely (Check accepting the answer)
// and are kept with their answers in golden files.
func TestTatham(t *testing.T) {
	for _, name := range []string{"8x8dt", "15x15dh"} {
		t.Run(name, func(t *testing.T) {
			puzzlestest.SolvesIDs(t, Type, "testdata/tatham/"+name+".txt", "tatham-"+name, nil)
		})
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "4x4:b5a6g9c,S3,4,3,3,4,S4,3,2") }
