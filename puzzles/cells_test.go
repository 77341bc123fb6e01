package puzzles

import (
	"fmt"
	"testing"
)

func TestCellEditor(t *testing.T) {
	if got, ok := CellHit(2, 3, 2.5, 1.2); !ok || got != (Target{R: 1, C: 2}) {
		t.Errorf("CellHit(2.5, 1.2) = %v, %v", got, ok)
	}
	if _, ok := CellHit(2, 3, 3.1, 0); ok {
		t.Error("CellHit off the right edge is on the board")
	}
	if _, ok := CellHit(2, 3, -0.1, 0); ok {
		t.Error("CellHit left of the board is on the board")
	}
	cases := []struct {
		from  Target
		arrow string
		want  Target
	}{
		{Target{R: 0, C: 0}, "ArrowRight", Target{R: 0, C: 1}},
		{Target{R: 0, C: 0}, "ArrowUp", Target{R: 0, C: 0}},
		{Target{R: 1, C: 2}, "ArrowDown", Target{R: 1, C: 2}},
		{Target{R: 1, C: 2}, "ArrowLeft", Target{R: 1, C: 1}},
		{Target{R: 1, C: 0, Kind: "x"}, "ArrowUp", Target{R: 0, C: 0, Kind: "x"}},
		{Target{R: 1, C: 0}, "Enter", Target{R: 1, C: 0}},
	}
	for _, c := range cases {
		if got := CellMove(2, 3, c.from, c.arrow); got != c.want {
			t.Errorf("CellMove(%v, %s) = %v, want %v", c.from, c.arrow, got, c.want)
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
