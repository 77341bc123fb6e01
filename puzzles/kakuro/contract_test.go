package kakuro

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestUniqueExamples(t *testing.T) { puzzlestest.UniqueExamples(t, Type) }

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone: a clue cell's down sum, Across, its across sum; Clue for
// one without sums.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		v := p.At(pos)
		down, across := sums(max(v, 0))
		var keys []string
		switch {
		case v == White:
		case v == 0:
			keys = []string{ty.Key("Clue")}
		}
		if down > 0 {
			keys = append(keys, puzzlestest.Digits(down)...)
		}
		if across > 0 {
			keys = append(append(keys, ty.Key("Across")), puzzlestest.Digits(across)...)
		}
		return keys
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
