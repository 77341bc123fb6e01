package cellgrid

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// RandomLand shades a board of size at random for the genres of islands
// in a sea (Nurikabe): land[v] for the unshaded cells, by index. From all
// sea, while a 2x2 block is all sea, one of its cells becomes land (half
// the time one beside land if it can, growing an island) where the sea
// stays connected and no island grows beyond largest cells. ok is false
// when no cell can.
func RandomLand(rng *rand.Rand, size grid.Size, largest int) (land []bool, ok bool) {
	g := graph.Square(size)
	land = make([]bool, g.Len())
	for {
		pools := pools(size, land)
		if len(pools) == 0 {
			return land, true
		}
		rng.Shuffle(len(pools), func(i, j int) { pools[i], pools[j] = pools[j], pools[i] })
		if rng.IntN(2) == 0 {
			slices.SortStableFunc(pools, func(a, b int) int { return beside(g, land, b) - beside(g, land, a) })
		}
		if !slices.ContainsFunc(pools, func(v int) bool { return grows(g, land, v, largest) }) {
			return nil, false
		}
	}
}

// beside is 1 when cell v has land beside it, else 0.
func beside(g *graph.Graph, land []bool, v int) int {
	for _, e := range g.Incident(v) {
		if land[g.Other(e, v)] {
			return 1
		}
	}
	return 0
}

// pools lists the cells of the 2x2 blocks all sea, once per block.
func pools(size grid.Size, land []bool) []int {
	var out []int
	for _, pos := range size.Cells() {
		v := size.Index(pos)
		block := []int{v, v + 1, v + size.Cols, v + size.Cols + 1}
		if pos.R+1 < size.Rows && pos.C+1 < size.Cols && !slices.ContainsFunc(block, func(u int) bool { return land[u] }) {
			out = append(out, block...)
		}
	}
	return out
}

// grows makes cell v land when the sea stays connected and v's island
// has at most largest cells; it reports whether it did.
func grows(g *graph.Graph, land []bool, v, largest int) bool {
	land[v] = true
	sea := make([]bool, len(land))
	for u, l := range land {
		sea[u] = !l
	}
	_, parts := g.Regions(sea)
	island, _ := g.Regions(land)
	if parts == 1 && puzzles.CountIn(map[int]bool{island[v]: true}, island...) <= largest {
		return true
	}
	land[v] = false
	return false
}
