package cellgrid

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// TestRandomLand: the sea is connected and has no 2x2 block, and no
// island is above the largest size, on boards of several shapes; most
// tries make a board.
func TestRandomLand(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, size := range []grid.Size{{Rows: 2, Cols: 2}, {Rows: 5, Cols: 7}, {Rows: 10, Cols: 10}} {
		g := graph.Square(size)
		made := 0
		for range 20 {
			land, ok := RandomLand(rng, size, 9)
			if !ok {
				continue
			}
			made++
			sea, sh := make([]bool, len(land)), make([][]bool, size.Rows)
			for v, l := range land {
				sea[v] = !l
				sh[v/size.Cols] = append(sh[v/size.Cols], !l)
			}
			island, n := g.Regions(land)
			cells := make([]int, n)
			for _, k := range island {
				if k >= 0 {
					cells[k]++
				}
			}
			if _, parts := g.Regions(sea); parts != 1 || CheckBlocks(sh, nil) != nil || n > 0 && slices.Max(cells) > 9 {
				t.Fatalf("%v: sea in %d parts, blocks %v, islands %v", size, parts, CheckBlocks(sh, nil), cells)
			}
		}
		if made < 5 {
			t.Errorf("%v: %d boards in 20 tries", size, made)
		}
	}
}
