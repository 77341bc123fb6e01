package cellgrid_test

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestEqualRegions: every region has n cells, is connected and is
// numbered in reading order.
func TestEqualRegions(t *testing.T) {
	for seed := range uint64(20) {
		for _, c := range [][3]int{{5, 5, 5}, {4, 6, 3}, {6, 8, 6}, {3, 3, 9}, {2, 2, 1}} {
			size := grid.Size{Rows: c[0], Cols: c[1]}
			p := cellgrid.Partition{Region: cellgrid.EqualRegions(rand.New(rand.NewPCG(seed, 1)), size, c[2])}
			if err := p.CheckRegions(1, ""); err != nil {
				t.Fatalf("%v: %v", c, err)
			}
			for i, id := range p.IDs() {
				if cells := p.RegionCells()[id]; id != i || len(cells) != c[2] {
					t.Fatalf("%v seed %d: region %d (id %d) has %d cells, want %d", c, seed, i, id, len(cells), c[2])
				}
			}
		}
	}
}
