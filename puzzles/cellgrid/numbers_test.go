package cellgrid

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestNumberVarsPartial: a cell's number is known from its own literal
// whatever its place in the range, or when every other value is ruled
// out; and it is entered back with that literal.
func TestNumberVarsPartial(t *testing.T) {
	m := sat.NewModel()
	g := Grid{Board: puzzles.Board[int]{Cells: [][]int{{0, 0}}}}
	d := NewNumberVars(m, g, 1, 4)
	x, y := d.Ints[0][0], d.Ints[0][1]
	known := map[sat.Lit]bool{x.Eq(3): true, y.Eq(1): false, y.Eq(2): false, y.Eq(4): false}
	a := d.DecodePartial(func(l sat.Lit) (bool, bool) {
		if v, ok := known[l]; ok {
			return v, true
		}
		if v, ok := known[l.Not()]; ok {
			return !v, true
		}
		return false, false
	}).(*NumberGrid)
	if a.Grid[0][0] != 3 || a.Grid[0][1] != 3 {
		t.Fatalf("partial grid %v, want [[3 3]]", a.Grid)
	}
	es, err := d.Entries(a)
	if err != nil || len(es) != 2 || es[0].Lit != x.Eq(3) || es[1].Value != "3" || es[1].Words != puzzles.CellWords(0, 1)+" is 3" {
		t.Errorf("entries %+v, %v", es, err)
	}
}
