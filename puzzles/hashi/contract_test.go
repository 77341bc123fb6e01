package hashi

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank puzzle with pad
// keys alone (see enter).
func TestEnterByPad(t *testing.T) { puzzlestest.EntersExamples(t, Type, enter) }

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) {
	kit.Fuzz(f, "3.3\n...\n2.?\n", "#hashi max=4 loops=no\nG.G\n", "5x5m1L:1a1", "hashikake/3/3/1h.")
}
