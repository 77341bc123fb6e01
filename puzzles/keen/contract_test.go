package keen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank board: each
// cell's cage letter, then its target's digits and its operation.
func TestEnterByPad(t *testing.T) {
	puzzlestest.EntersCells(t, Type, func(ty *puzzlestest.Typist, p *Puzzle, pos grid.Pos) []string {
		keys := []string{cellgrid.RegionName(p.Of(pos))}
		if v := p.At(pos); v != Blank {
			keys = append(keys, puzzlestest.Digits(v)...)
		}
		if op := p.Op[pos.R][pos.C]; op != None && p.At(pos) != Blank {
			keys = append(keys, ty.Key(map[byte]string{Add: "+", Sub: "−", Mul: "×", Div: "÷"}[op]))
		}
		return keys
	})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
