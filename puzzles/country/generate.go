package country

import (
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// plan is a planted answer and the regions around it: the loop, the arc
// of each of its points (a region), and each group of neighbouring cells
// off the loop (part, by cell index; -1 on it) attached to a point of
// the loop beside it, whose region it joins.
type plan struct {
	loop        [][2]int
	arc, attach []int
	part        []int
	size        grid.Size
}

// Generate makes a rows x cols puzzle with one solution from seed; the
// same arguments make the same puzzle (see the package documentation
// for how).
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	return cellgrid.Attempts(rows, cols, 10, seed, 20, "Country Road", "random loops", func(rng *rand.Rand) (*Puzzle, bool, error) {
		pl := newPlan(rng, grid.Size{Rows: rows, Cols: cols})
		for cut := true; cut; {
			p := pl.puzzle()
			other, _, err := cellgrid.OtherLoop(p, pl.loop)
			if err != nil || other == nil {
				p, err := puzzles.Sparser(p, rng)
				return p, true, err
			}
			cut = pl.cut(rng, other.(*Answer))
		}
		return nil, false, nil
	})
}

// newPlan draws a random loop through most cells, cuts it into arcs of 2
// to 5 points, and attaches each group of cells off it to a random loop
// point beside it.
func newPlan(rng *rand.Rand, size grid.Size) *plan {
	pl := &plan{loop: cellgrid.RandomLoop(rng, size), size: size}
	n, index, on := len(pl.loop), map[[2]int]int{}, make([][]bool, size.Rows)
	for r := range on {
		on[r] = make([]bool, size.Cols)
	}
	pl.arc = make([]int, n)
	start, end := rng.Intn(n), 0
	for i, pt := range pl.loop {
		if i >= end && n-i > 1 {
			end = i + 2 + rng.Intn(4)
		}
		pl.arc[(start+i)%n], index[pt], on[pt[0]][pt[1]] = end, i, true
	}
	var groups int
	pl.part, groups = cellgrid.Regions(on, false)
	pl.attach = slices.Repeat([]int{-1}, groups)
	for _, pos := range size.Cells() {
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			if g, i, ok := pl.part[size.Index(pos)], index[[2]int{q.R, q.C}], on[q.R][q.C]; g >= 0 && ok && (pl.attach[g] < 0 || rng.Intn(3) == 0) {
				pl.attach[g] = i
			}
		}
	}
	return pl
}

// puzzle is the plan's board: a region an arc and the groups attached
// to it, numbered in its first cell with the arc's length.
func (pl *plan) puzzle() *Puzzle {
	p, _ := spec.New(pl.size.Rows, pl.size.Cols) // spec, not New: Declare makes New from offered, which calls this
	for i, pt := range pl.loop {
		p.Region[pt[0]][pt[1]] = pl.arc[i]
	}
	for _, pos := range p.Size().Cells() {
		if g := pl.part[pl.size.Index(pos)]; g >= 0 {
			p.Region[pos.R][pos.C] = pl.arc[pl.attach[g]]
		}
	}
	p.Rename()
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		first := cells[id][0]
		p.Cells[first.R][first.C] = puzzles.CountFunc(cells[id], func(pos grid.Pos) bool { return pl.part[pl.size.Index(pos)] < 0 })
	}
	return p
}

// cut splits the arc of a random point of the loop where other's loop
// leaves it: the points from there to the arc's end form a new arc. It
// reports false when every such point starts its arc already.
func (pl *plan) cut(rng *rand.Rand, other *Answer) bool {
	theirs, n := other.Links(), len(pl.loop)
	for _, i := range rng.Perm(n) {
		prev, next := (i+n-1)%n, (i+1)%n
		if theirs[grid.LinkOf(pl.loop[i], pl.loop[next])] || pl.arc[i] != pl.arc[prev] {
			continue
		}
		for j, old := i, pl.arc[i]; j != prev && pl.arc[j] == old; j = (j + 1) % n {
			pl.arc[j] = 2*n + i // above the first arcs' names, which are below 2n
		}
		return true
	}
	return false
}
