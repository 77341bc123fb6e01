package cellgrid

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestGrowRegion: the grown region's border is one loop through every
// cell centre that has a square outside the region around it, and no
// centre is inside it.
func TestGrowRegion(t *testing.T) {
	for seed := range int64(20) {
		lattice := grid.Size{Rows: 2 + int(seed)%8, Cols: 1 + int(seed*5)%9}
		inside := growRegion(rand.New(rand.NewSource(seed)), lattice)
		if LoopAround(lattice, inside) == nil {
			t.Fatalf("%v seed %d: the border is not one loop", lattice, seed)
		}
		for _, sq := range lattice.Cells() {
			if inside[lattice.Index(sq)] && buries(lattice, inside, sq) {
				t.Errorf("%v seed %d: a corner of square %v is inside the region", lattice, seed, sq)
			}
		}
	}
}

// TestLoopAround: a region whose squares meet at a corner only has no
// one-loop border; two squares side by side have six cells around them.
func TestLoopAround(t *testing.T) {
	lattice := grid.Size{Rows: 2, Cols: 2}
	if loop := LoopAround(lattice, []bool{true, false, false, true}); loop != nil {
		t.Errorf("two squares meeting at a corner: border %v, want nil", loop)
	}
	if loop := LoopAround(lattice, []bool{true, true, false, false}); len(loop) != 6 {
		t.Errorf("two squares side by side: border %v, want 6 cells", loop)
	}
}

// TestTouching: cells that touch, diagonally too, fall in one group, in
// the order of the cells; the groups in the order of their first cells.
func TestTouching(t *testing.T) {
	cells := [][2]int{{0, 0}, {0, 3}, {1, 1}, {2, 4}, {3, 0}, {1, 4}}
	want := [][][2]int{{{0, 0}, {1, 1}}, {{0, 3}, {2, 4}, {1, 4}}, {{3, 0}}}
	if got := touching(cells); !reflect.DeepEqual(got, want) {
		t.Errorf("touching(%v) = %v, want %v", cells, got, want)
	}
	a := [][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	b := [][2]int{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}}
	if got := loopsDiffer(a, b); !reflect.DeepEqual(got, [][2]int{{0, 1}, {0, 2}, {1, 1}, {1, 2}}) {
		t.Errorf("loopsDiffer = %v", got)
	}
}
