package palisade

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example can be typed on a blank board with pad
// keys alone: the region size with - and +, then the cells.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		for ty.Inst.(*Puzzle).N != p.N {
			ty.Press(puzzles.Target{}, map[bool]string{true: "+", false: "-"}[ty.Inst.(*Puzzle).N < p.N])
		}
		ty.Cells(p.Size(), func(pos grid.Pos) []string {
			return map[int][]string{None: nil, Unknown: {"?"}, Unused: {"u"}, 0: {"0"}, 1: {"1"}, 2: {"2"}, 3: {"3"}, 4: {"4"}}[p.At(pos)]
		})
	})
}

// TestEditSize: - and + change the region size on a copy, within 1 to
// the board's cells.
func TestEditSize(t *testing.T) {
	p := kit.Parse(t, "#palisade n=1\n1.\n")
	puzzlestest.Refuses(t, p, puzzles.Target{}, map[string]string{"-": "a region has 1 to 2 cells on a 2x1 board"})
	q := puzzlestest.Edit(t, p, puzzles.Target{}, "+").(*Puzzle)
	if q.N != 2 || p.N != 1 || q.String() != "#palisade n=2\n1.\n" {
		t.Errorf("+ on n=1: %d (receiver %d), %q", q.N, p.N, q.String())
	}
	puzzlestest.Refuses(t, q, puzzles.Target{}, map[string]string{"+": "a region has 1 to 2 cells"})
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f, "5x5n5:i133c23c2c2", "fivecells/5/5/7.a0") }
