package puzzles

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestRandomRegion grows regions on boards of several sizes: each covers
// about half the board, and its border is one loop.
func TestRandomRegion(t *testing.T) {
	for _, size := range []grid.Size{{Rows: 1, Cols: 1}, {Rows: 2, Cols: 3}, {Rows: 6, Cols: 6}, {Rows: 5, Cols: 9}} {
		for seed := range int64(5) {
			inside := RandomRegion(rand.New(rand.NewSource(seed)), size)
			n := 0
			for _, in := range inside {
				if in {
					n++
				}
			}
			g, on := RegionBorder(size, inside)
			if n < 1 || n > (len(inside)+1)/2 || !oneLoop(g, on) {
				t.Errorf("%v, seed %d: %d cells, border one loop: %v", size, seed, n, oneLoop(g, on))
			}
		}
	}
}

// TestRegionBorder: the border of one cell is its four sides.
func TestRegionBorder(t *testing.T) {
	size := grid.Size{Rows: 2, Cols: 2}
	_, on := RegionBorder(size, []bool{false, true, false, false})
	n := 0
	for _, v := range on {
		if v {
			n++
		}
	}
	if n != 4 {
		t.Errorf("the border of one cell has %d sides", n)
	}
}
