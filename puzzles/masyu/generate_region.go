package masyu

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// genRegion grows a random region of the lattice of cell centres of a rows
// x cols board (its squares: (rows-1) x (cols-1)) whose border is one loop
// through nearly every cell: from a random square it adds random
// neighbouring squares while the border stays one loop and no cell centre
// ends up inside the region (all four squares around it in the region),
// until no square fits.
func genRegion(rng *rand.Rand, rows, cols int) []bool {
	lattice := grid.Size{Rows: rows - 1, Cols: cols - 1}
	inside := make([]bool, lattice.Rows*lattice.Cols)
	inside[rng.Intn(len(inside))] = true
	var frontier []grid.Pos
	for {
		frontier = frontier[:0]
		for _, pos := range lattice.Cells() {
			if !inside[lattice.Index(pos)] && genTouches(lattice, inside, pos) {
				frontier = append(frontier, pos)
			}
		}
		rng.Shuffle(len(frontier), func(i, j int) { frontier[i], frontier[j] = frontier[j], frontier[i] })
		grown := false
		for _, pos := range frontier {
			i := lattice.Index(pos)
			inside[i] = true
			if !genBuries(lattice, inside, pos) && genBorder(rows, cols, inside) != nil {
				grown = true
				break
			}
			inside[i] = false
		}
		if !grown {
			return inside
		}
	}
}

// genTouches reports whether a side of square pos lies on the region.
func genTouches(lattice grid.Size, inside []bool, pos grid.Pos) bool {
	for _, q := range lattice.Neighbours(pos, grid.Orthogonal) {
		if inside[lattice.Index(q)] {
			return true
		}
	}
	return false
}

// genBuries reports whether a corner of square pos has all four squares
// around it in the region.
func genBuries(lattice grid.Size, inside []bool, pos grid.Pos) bool {
	for _, corner := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
		v := grid.Pos{R: pos.R + corner.R, C: pos.C + corner.C} // a cell centre
		all := true
		for _, d := range []grid.Delta{{}, {R: -1}, {C: -1}, {R: -1, C: -1}} {
			q := grid.Pos{R: v.R + d.R, C: v.C + d.C}
			if !lattice.In(q) || !inside[lattice.Index(q)] {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}
