package rect

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(_ *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		if v := p.At(pos); v > 0 {
			return puzzlestest.Digits(v)
		}
		return map[int][]string{Unknown: {"?"}}[p.At(pos)]
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
