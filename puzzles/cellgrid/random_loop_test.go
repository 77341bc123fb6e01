package cellgrid_test

import (
	"math/rand"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestRandomLoop: the loops are closed paths of neighbouring cells
// through most of the board.
func TestRandomLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, size := range []grid.Size{{Rows: 2, Cols: 2}, {Rows: 2, Cols: 7}, {Rows: 5, Cols: 5}, {Rows: 8, Cols: 6}, {Rows: 10, Cols: 10}} {
		for range 5 {
			loop := cellgrid.RandomLoop(rng, size)
			if _, err := grid.CheckLoop(loop, size.Rows, size.Cols, "cell"); err != nil {
				t.Fatalf("%v: %v: %v", size, loop, err)
			}
			if n := size.Rows * size.Cols; 4*len(loop) < 3*n {
				t.Errorf("%v: the loop passes %d of %d cells", size, len(loop), n)
			}
		}
	}
}
