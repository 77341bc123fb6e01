package cellgrid_test

import (
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

type lamps struct{}

func (lamps) Names() (on, off string) { return "lamps", "dark" }

// TestMarkVarsPartial: a partial answer lists the cells known to be
// marked and, while some cell is not known, those known to be unmarked;
// a whole one the marked cells alone.
func TestMarkVarsPartial(t *testing.T) {
	m := sat.NewModel()
	cells := []grid.Pos{{R: 0, C: 1}, {R: 1, C: 0}}
	d := &cellgrid.MarkVars[lamps]{Cells: cells, Lits: cellgrid.NewVars(m, "lamp", cells).Of(cells), Picture: func([][2]int) []string { return nil }}
	part := d.DecodePartial(func(l sat.Lit) (bool, bool) { return false, l == d.Lits[0] }).(*cellgrid.Marks[lamps])
	if len(part.On) != 0 || !reflect.DeepEqual(part.Off, [][2]int{{0, 1}}) {
		t.Errorf("partial answer %+v, want cell 0,1 dark", part)
	}
	whole := d.DecodePartial(func(l sat.Lit) (bool, bool) { return l == d.Lits[1], true }).(*cellgrid.Marks[lamps])
	if !reflect.DeepEqual(whole.On, [][2]int{{1, 0}}) || len(whole.Off) != 0 {
		t.Errorf("whole answer %+v, want a lamp at 1,0 alone", whole)
	}
}
