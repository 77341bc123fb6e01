package country

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// The generator's limits: the longest side, and the random loops tried.
const (
	genMax   = 10
	genTries = 20
)

// generate makes a rows x cols puzzle (default 6x6) with a unique
// solution (Offers names the sizes it promises).
func generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(6, 6)
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// plan is a planted answer and the regions around it: the loop, cut
// into arcs before the points where cut is set, and each group of
// neighbouring cells off the loop attached to a cell of the loop beside
// it, whose region it joins.
type plan struct {
	loop   [][2]int
	cut    []bool
	size   grid.Size
	part   []int // the group of each cell off the loop (by index), -1 on it
	attach []int // each group's loop point
}

// Generate makes a rows x cols puzzle with one solution from seed; the
// same arguments make the same puzzle (see the package documentation
// for how).
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return nil, err
	}
	if rows < 2 || cols < 2 || rows > genMax || cols > genMax {
		return nil, fmt.Errorf("generated boards are 2x2 to %dx%d, not %dx%d", genMax, genMax, cols, rows)
	}
	rng := puzzles.SeedRand(rows, cols, seed)
	for range genTries {
		pl := newPlan(rng, grid.Size{Rows: rows, Cols: cols})
		for range rows * cols {
			p := pl.puzzle()
			other, _, err := cellgrid.OtherLoop(p, pl.loop)
			if err != nil {
				return nil, err
			}
			if other == nil {
				return puzzles.Sparser(p, rng)
			}
			if !pl.refine(rng, other.(*Answer)) {
				break
			}
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Country Road found from %d random loops", cols, rows, genTries)
}

// newPlan draws a random loop through most cells, cuts it into arcs of 2 to 5 cells, and
// attaches each group of cells off it to a random loop cell beside it.
func newPlan(rng *rand.Rand, size grid.Size) *plan {
	pl := &plan{loop: cellgrid.RandomLoop(rng, size), size: size}
	pl.cut = make([]bool, len(pl.loop))
	for i := rng.Intn(len(pl.loop)); !pl.cut[i]; i = (i + 2 + rng.Intn(4)) % len(pl.loop) {
		pl.cut[i] = true
	}
	index := map[[2]int]int{}
	for i, pt := range pl.loop {
		index[pt] = i
	}
	blocked := make([][]bool, size.Rows)
	for r := range blocked {
		blocked[r] = make([]bool, size.Cols)
	}
	for _, pt := range pl.loop {
		blocked[pt[0]][pt[1]] = true
	}
	var n int
	pl.part, n = cellgrid.Regions(blocked, false)
	for range n {
		pl.attach = append(pl.attach, -1)
	}
	for _, pos := range size.Cells() {
		for _, q := range size.Neighbours(pos, grid.Orthogonal) {
			i, onLoop := index[[2]int{q.R, q.C}]
			if k := pl.part[size.Index(pos)]; k >= 0 && onLoop && (pl.attach[k] < 0 || rng.Intn(3) == 0) {
				pl.attach[k] = i
			}
		}
	}
	return pl
}

// arcs numbers the arc of each loop point, from the first cut on.
func (pl *plan) arcs() []int {
	arc, first, id := make([]int, len(pl.loop)), 0, -1
	for !pl.cut[first] {
		first++
	}
	for k := range pl.loop {
		i := (first + k) % len(pl.loop)
		if pl.cut[i] {
			id++
		}
		arc[i] = id
	}
	return arc
}

// puzzle is the plan's board: a region an arc and the groups attached
// to it, numbered in its first cell with the arc's length.
func (pl *plan) puzzle() *Puzzle {
	p, _ := New(pl.size.Rows, pl.size.Cols)
	arc := pl.arcs()
	for i, pt := range pl.loop {
		p.Region[pt[0]][pt[1]] = arc[i]
	}
	for _, pos := range p.Size().Cells() {
		if k := pl.part[pl.size.Index(pos)]; k >= 0 {
			p.Region[pos.R][pos.C] = arc[pl.attach[k]]
		}
	}
	p.Rename()
	cells := p.RegionCells()
	for _, id := range p.IDs() {
		first := cells[id][0]
		p.Cells[first.R][first.C] = count(cells[id], func(pos grid.Pos) bool { return pl.part[pl.size.Index(pos)] < 0 })
	}
	return p
}

// refine changes the plan where other's loop differs from it: at a
// random cell of difference on the loop, it cuts the loop there (if not
// cut yet); at one off it, it attaches the cell's group to another loop
// cell beside it. It reports false when no change was possible.
func (pl *plan) refine(rng *rand.Rand, other *Answer) bool {
	mine, theirs := grid.Links(pl.loop, nil), other.Links()
	var diff []grid.Pos
	for _, set := range []map[grid.Link]bool{mine, theirs} {
		for _, l := range grid.SortedLinks(set) {
			if mine[l] != theirs[l] {
				diff = append(diff, cell(l[0]), cell(l[1]))
			}
		}
	}
	for _, j := range rng.Perm(len(diff)) {
		pos := diff[j]
		if k := pl.part[pl.size.Index(pos)]; k >= 0 {
			var beside []int
			for i, pt := range pl.loop {
				if grid.Adjacent(pos, cell(pt)) && i != pl.attach[k] {
					beside = append(beside, i)
				}
			}
			if len(beside) > 0 {
				pl.attach[k] = beside[rng.Intn(len(beside))]
				return true
			}
			continue
		}
		for i, pt := range pl.loop {
			if cell(pt) == pos && !pl.cut[i] {
				pl.cut[i] = true
				return true
			}
		}
	}
	return false
}
