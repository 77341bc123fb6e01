package puzzles

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestPlacedSet: the cells come back as a set; the first bad cell is
// named with the thing and the reason.
func TestPlacedSet(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 3}
	black := func(pos grid.Pos) bool { return pos == grid.Pos{R: 1, C: 1} }
	set, err := PlacedSet([][2]int{{0, 0}, {1, 2}}, size, "light", "is on a black cell", black)
	if err != nil || len(set) != 2 || !set[grid.Pos{R: 0, C: 0}] || !set[grid.Pos{R: 1, C: 2}] {
		t.Fatalf("PlacedSet = %v, %v; want {0,0 1,2}, nil", set, err)
	}
	for _, tc := range []struct {
		cells [][2]int
		want  string
	}{
		{[][2]int{{0, 0}, {2, 0}}, "light 2,0 is off the board"},
		{[][2]int{{0, -1}}, "light 0,-1 is off the board"},
		{[][2]int{{1, 1}}, "light 1,1 is on a black cell"},
		{[][2]int{{0, 2}, {1, 0}, {0, 2}}, "light 0,2 is given twice"},
	} {
		set, err := PlacedSet(tc.cells, size, "light", "is on a black cell", black)
		if err == nil || err.Error() != tc.want || set != nil {
			t.Errorf("PlacedSet(%v) = %v, %v; want nil, %q", tc.cells, set, err, tc.want)
		}
	}
}
