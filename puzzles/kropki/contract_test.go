package kropki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
