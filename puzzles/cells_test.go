package puzzles

import (
	"fmt"
	"testing"
)

// cellEditor is the editing part of Editable for a board of cells.
type cellEditor interface {
	Hit(x, y float64) (Target, bool)
	Box(t Target) (x, y, w, h float64)
	Move(t Target, arrow string) Target
}

// cellFuncs is a 2x3 board's cellEditor made of CellHit, CellBox and
// CellMove.
type cellFuncs struct{}

func (cellFuncs) Hit(x, y float64) (Target, bool)    { return CellHit(2, 3, x, y) }
func (cellFuncs) Box(t Target) (x, y, w, h float64)  { return CellBox(t) }
func (cellFuncs) Move(t Target, arrow string) Target { return CellMove(2, 3, t, arrow) }

// TestCellEditor checks the cell functions, and a Board's methods that
// call them, on a 2x3 board.
func TestCellEditor(t *testing.T) {
	for name, e := range map[string]cellEditor{"cell functions": cellFuncs{}, "Board": board()} {
		for _, c := range []struct {
			x, y float64
			want Target
			ok   bool
		}{
			{2.5, 1.2, Target{R: 1, C: 2}, true},
			{0, 0, Target{}, true},
			{3.1, 0, Target{}, false},
			{-0.1, 0, Target{}, false},
			{0.5, -0.1, Target{}, false},
		} {
			got, ok := e.Hit(c.x, c.y)
			if ok != c.ok || ok && got != c.want {
				t.Errorf("%s: Hit(%g, %g) = %v %v, want %v %v", name, c.x, c.y, got, ok, c.want, c.ok)
			}
		}
		if x, y, w, h := e.Box(Target{R: 1, C: 2}); x != 2 || y != 1 || w != 1 || h != 1 {
			t.Errorf("%s: Box = %g %g %g %g", name, x, y, w, h)
		}
		for _, c := range []struct {
			from  Target
			arrow string
			want  Target
		}{
			{Target{R: 0, C: 0}, "ArrowRight", Target{R: 0, C: 1}},
			{Target{R: 0, C: 0}, "ArrowDown", Target{R: 1, C: 0}},
			{Target{R: 0, C: 0}, "ArrowUp", Target{R: 0, C: 0}},
			{Target{R: 1, C: 2}, "ArrowDown", Target{R: 1, C: 2}},
			{Target{R: 1, C: 2}, "ArrowRight", Target{R: 1, C: 2}},
			{Target{R: 1, C: 2}, "ArrowLeft", Target{R: 1, C: 1}},
			{Target{R: 1, C: 0, Kind: "x"}, "ArrowUp", Target{R: 0, C: 0, Kind: "x"}},
			{Target{R: 1, C: 2}, "Enter", Target{R: 1, C: 2}},
		} {
			if got := e.Move(c.from, c.arrow); got != c.want {
				t.Errorf("%s: Move(%v, %s) = %v, want %v", name, c.from, c.arrow, got, c.want)
			}
		}
	}
	if x, y, w, h := CellBox(Target{R: 2, C: 5}); x != 5 || y != 2 || w != 1 || h != 1 {
		t.Errorf("CellBox = %v %v %v %v", x, y, w, h)
	}
}

func TestCheckSize(t *testing.T) {
	for _, c := range []struct {
		rows, cols int
		want       string
	}{
		{1, 1, ""},
		{MaxSide, MaxSide, ""},
		{0, 3, "size 3x0 is outside 1x1 to 100x100"},
		{2, MaxSide + 1, "size 101x2 is outside 1x1 to 100x100"},
	} {
		err := CheckSize(c.rows, c.cols)
		if got := fmt.Sprint(err); (err == nil) != (c.want == "") || err != nil && got != c.want {
			t.Errorf("CheckSize(%d, %d) = %v, want %q", c.rows, c.cols, err, c.want)
		}
	}
}
