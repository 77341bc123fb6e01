package puzzles

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// RandomRegion grows a region of a board of size from a random cell,
// adding random neighbouring cells while the region's border stays a
// single loop, until it covers about half the board or no cell fits.
// Cell pos is in the region when inside[size.Index(pos)]. Generators of
// loop puzzles take the border as their loop.
func RandomRegion(rng *rand.Rand, size grid.Size) (inside []bool) {
	inside = make([]bool, size.Rows*size.Cols)
	inside[rng.Intn(len(inside))] = true
	for n := 1; n < (len(inside)+1)/2 && growRegion(rng, size, inside); n++ {
	}
	return inside
}

// RegionBorder returns the lattice of the board's corners (graph.Corners)
// and, chosen on it, the sides of the region's cells on its border.
func RegionBorder(size grid.Size, inside []bool) (*graph.Graph, []bool) {
	g := graph.Corners(size)
	on := make([]bool, g.NumEdges())
	for _, pos := range size.Cells() {
		for _, d := range grid.Dirs {
			q := pos.Add(d.Delta())
			if inside[size.Index(pos)] && (!size.In(q) || !inside[size.Index(q)]) {
				on[graph.Side(size, pos, d)] = true
			}
		}
	}
	return g, on
}

// growRegion adds one random cell next to the region whose addition keeps
// the border a single loop; it reports false when there is none.
func growRegion(rng *rand.Rand, size grid.Size, inside []bool) bool {
	cells := size.Cells()
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, pos := range cells {
		i := size.Index(pos)
		if inside[i] || !TouchesRegion(size, inside, pos) {
			continue
		}
		inside[i] = true
		if g, on := RegionBorder(size, inside); oneLoop(g, on) {
			return true
		}
		inside[i] = false
	}
	return false
}

// TouchesRegion reports whether a neighbour of pos is in the region
// (inside, by cell index).
func TouchesRegion(size grid.Size, inside []bool, pos grid.Pos) bool {
	for _, q := range size.Neighbours(pos, grid.Orthogonal) {
		if inside[size.Index(q)] {
			return true
		}
	}
	return false
}

// oneLoop reports whether the chosen edges form a single cycle.
func oneLoop(g *graph.Graph, on []bool) bool {
	if !g.Cyclic(on) {
		return false
	}
	_, parts := g.Components(on)
	return parts == 1
}
