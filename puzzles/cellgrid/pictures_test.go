package cellgrid

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestPictureRows(t *testing.T) {
	got := pictureRows([][]byte{[]byte("+-+  "), []byte("   ")})
	if want := []string{"+-+", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("pictureRows = %q, want %q", got, want)
	}
}

func TestPartialMarks(t *testing.T) {
	cells := []grid.Pos{{R: 0, C: 0}, {R: 0, C: 1}, {R: 0, C: 2}}
	lits := map[grid.Pos]sat.Lit{cells[0]: 1, cells[1]: 2, cells[2]: sat.False}
	lit := func(pos grid.Pos) sat.Lit { return lits[pos] }
	some := func(l sat.Lit) (bool, bool) { return l == 1, l == 1 }
	on, off := partialMarks(cells, lit, some)
	if !reflect.DeepEqual(on, [][2]int{{0, 0}}) || !reflect.DeepEqual(off, [][2]int{{0, 2}}) {
		t.Errorf("with a cell not known: on %v, off %v", on, off)
	}
	all := func(l sat.Lit) (bool, bool) { return l == 1, true }
	if on, off := partialMarks(cells, lit, all); !reflect.DeepEqual(on, [][2]int{{0, 0}}) || off != nil {
		t.Errorf("with every cell known: on %v, off %v", on, off)
	}
}

// Cells whose literal is known (constants always are) are on or off, in
// the cells' order; the others are left out.
func Example_marked() {
	m := sat.NewModel()
	a, b := m.NewVar("a"), m.NewVar("b")
	lits := map[grid.Pos]sat.Lit{{R: 0, C: 0}: a, {R: 0, C: 1}: b, {R: 1, C: 0}: sat.True, {R: 1, C: 1}: sat.False}
	known := func(l sat.Lit) (value, ok bool) { return false, l == a }
	cells := []grid.Pos{{R: 1, C: 1}, {R: 1, C: 0}, {R: 0, C: 1}, {R: 0, C: 0}}
	on, off := marked(cells, func(pos grid.Pos) sat.Lit { return lits[pos] }, known)
	fmt.Println(on, off)
	on, _ = marked(nil, nil, known)
	fmt.Println(on != nil)
	// Output:
	// [[1 0]] [[1 1] [0 0]]
	// true
}

func TestCellPicture(t *testing.T) {
	cells := [][2]int{{0, 1}, {1, 0}}
	pic := cellPicture(grid.Size{Rows: 2, Cols: 3}, cells, '*', func(pos grid.Pos) byte { return "#."[pos.C%2] })
	if want := []string{"#*#", "*.#"}; !reflect.DeepEqual(pic, want) {
		t.Errorf("cellPicture = %q, want %q", pic, want)
	}
	if got := CellsText(pic, cells); got != "#*#\n*.#\n" {
		t.Errorf("cellsText with a picture = %q", got)
	}
	if got := CellsText(nil, cells); got != "0,1 1,0\n" {
		t.Errorf("cellsText without a picture = %q", got)
	}
}
