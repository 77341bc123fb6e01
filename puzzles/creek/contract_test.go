package creek

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestEnterByPad: every example is typed on a blank board by selecting
// its grid points and pressing their clues.
func TestEnterByPad(t *testing.T) {
	puzzlestest.Enters(t, Type, func(ty *puzzlestest.Typist, p *Puzzle) {
		for _, pt := range p.Where(clue) {
			tg, _ := ty.Inst.Hit(float64(pt.C)+0.7, float64(pt.R)+0.3) // near the point
			ty.Press(tg, ty.Key(string(rune('0'+p.At(pt)))))
		}
	})
}

// TestEditKeys: a grid point takes 0–4 and clears; 5 is refused.
func TestEditKeys(t *testing.T) {
	p, at := puzzlestest.Blank[*Puzzle](t, Type, 2, 2), puzzles.Target{R: 2, C: 1}
	read := func(inst puzzles.Instance) int { return inst.(*Puzzle).At(grid.Pos{R: 2, C: 1}) }
	puzzlestest.Steps(t, p, at, read, []puzzlestest.Step[int]{
		{Key: "4", Want: 4}, {Key: "0", Want: 0}, {Key: "Delete", Want: Blank}, {Key: "2", Want: 2}, {Key: ".", Want: Blank}}...)
	puzzlestest.Refuses(t, p, at, map[string]string{"5": "number 5: a grid point has at most 4 cells around it"})
	if got := Type.Help(); got != "Select a grid point (a corner of the cells), then press 0–4 for the shaded cells around it, Delete to clear it." {
		t.Errorf("help %q", got)
	}
}

// kit holds the type to what the kit checks: its files in testdata, its
// pad entry and its fuzzing.
var kit = puzzlestest.Kit[*Puzzle, Answer]{Type: Type, Forms: puzzlestest.Written}

func TestKit(t *testing.T) { kit.Test(t) }

func FuzzParse(f *testing.F) { kit.Fuzz(f) }
