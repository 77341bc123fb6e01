package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// RandomLoop draws a random loop through the centres of the cells of a
// board of size (2x2 at least) that passes through most of them, for the
// generators of loop puzzles: the border of a region of the lattice of
// centres (its (rows-1) x (cols-1) squares) grown from a random square,
// adding random squares beside it while its border stays one loop and no
// centre ends up inside it, until none fits. The loop lists its cells in
// order, from its first in reading order.
func RandomLoop(rng puzzles.Permuter, size grid.Size) [][2]int {
	lattice := grid.Size{Rows: size.Rows - 1, Cols: size.Cols - 1}
	squares := lattice.Cells()
	inside := make([]bool, len(squares))
	inside[rng.Perm(len(squares))[0]] = true
	loop := LoopAround(lattice, inside)
	for grown := true; grown; {
		grown = false
		for _, i := range rng.Perm(len(squares)) {
			if inside[i] || !puzzles.TouchesRegion(lattice, inside, squares[i]) {
				continue
			}
			inside[i] = true
			if next := LoopAround(lattice, inside); next != nil && !buries(lattice, inside, squares[i]) {
				loop, grown = next, true
				break
			}
			inside[i] = false
		}
	}
	return loop
}

// LoopAround is the border of the region inside of lattice (the squares
// between cell centres) as a loop of cell centres, or nil when it is not
// one loop (Masyu's and Country Road's generators).
func LoopAround(lattice grid.Size, inside []bool) [][2]int {
	g, on := puzzles.RegionBorder(lattice, inside)
	if !g.Cyclic(on) {
		return nil
	}
	var loop [][2]int
	for _, v := range g.Loop(on) {
		loop = append(loop, [2]int{v / (lattice.Cols + 1), v % (lattice.Cols + 1)})
	}
	if len(loop) != puzzles.Count(on, true) {
		return nil
	}
	return loop
}

// buries reports whether a corner of square sq has all four squares
// around it inside: a centre inside the region, off its border.
func buries(lattice grid.Size, inside []bool, sq grid.Pos) bool {
	for _, corner := range []grid.Pos{sq, {R: sq.R, C: sq.C + 1}, {R: sq.R + 1, C: sq.C}, {R: sq.R + 1, C: sq.C + 1}} {
		all := corner.R > 0 && corner.C > 0 && corner.R < lattice.Rows && corner.C < lattice.Cols
		for _, d := range []grid.Delta{{R: -1, C: -1}, {R: -1}, {C: -1}, {}} {
			if q := corner.Add(d); all && !inside[lattice.Index(q)] {
				all = false
			}
		}
		if all {
			return true
		}
	}
	return false
}
