package moonsun

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Generate makes a rows x cols puzzle with one solution from seed; the
// same arguments make the same puzzle (see the package documentation
// for how).
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	size := grid.Size{Rows: rows, Cols: cols}
	return cellgrid.Attempts(rows, cols, 15, seed, 100, "Moon or Sun", "random loops", func(rng *rand.Rand) (*Puzzle, bool, error) {
		loop := cellgrid.RandomLoop(rng, size)
		p := planted(rng, size, loop)
		other, _, err := cellgrid.OtherLoop(p, loop)
		if err != nil || other != nil {
			return nil, err != nil, err
		}
		return p, true, sparser(p, loop, rng)
	})
}

// sparser drops the circles of p, whose only solution is loop, in random
// order while loop stays its only solution; a room's last circle on the
// loop stays (without it, the room has no solution, and loop none). Not
// puzzles.Sparser: an explanation's Without leaves a circle of unknown
// kind, and a generated board has none.
func sparser(p *Puzzle, loop [][2]int, rng *rand.Rand) error {
	circles := p.Where(func(v int) bool { return v != Empty })
	for _, i := range rng.Perm(len(circles)) {
		pos := circles[i]
		circle := p.At(pos)
		p.Cells[pos.R][pos.C] = Empty
		if p.Check(&Answer{Loop: loop}) != nil { // the room's last circle on the loop
			p.Cells[pos.R][pos.C] = circle
			continue
		}
		other, _, err := cellgrid.OtherLoop(p, loop)
		if err != nil {
			return err
		}
		if other != nil {
			p.Cells[pos.R][pos.C] = circle
		}
	}
	return nil
}

// planted is a board whose solution is loop, with every cell a circle:
// the loop cut into an even number of arcs of 2 to 5 cells (or one
// arc), a room each, rooms of moons and of suns in turn; each cell off
// the loop joins a room beside it (grown at random from the arcs). A
// cell on the loop holds its room's circle, a cell off it the other.
func planted(rng *rand.Rand, size grid.Size, loop [][2]int) *Puzzle {
	n := len(loop)
	arc := make([]int, n) // of each point, counted from start
	start, arcs, left := rng.Intn(n), 0, 0
	for i := range n {
		if left == 0 && n-i > 1 {
			arcs, left = arcs+1, 2+rng.Intn(4)
		}
		arc[(start+i)%n], left = arcs-1, max(left-1, 0)
	}
	if arcs%2 == 1 && arcs > 1 { // the last arc joins the first, which follows it
		for i := range arc {
			if arc[i] == arcs-1 {
				arc[i] = 0
			}
		}
	}
	p, _ := spec.New(size.Rows, size.Cols) // spec, not New: Declare makes New from offered, which calls this
	var frontier []grid.Pos
	for i, pt := range loop {
		p.Region[pt[0]][pt[1]] = arc[i]
		frontier = append(frontier, cell(pt))
	}
	for len(frontier) > 0 {
		i := rng.Intn(len(frontier))
		cur := frontier[i]
		var free []grid.Pos
		for _, q := range size.Neighbours(cur, grid.Orthogonal) {
			if p.Region[q.R][q.C] == cellgrid.NoRegion {
				free = append(free, q)
			}
		}
		if len(free) == 0 {
			frontier = append(frontier[:i], frontier[i+1:]...)
			continue
		}
		q := free[rng.Intn(len(free))]
		p.Region[q.R][q.C] = p.Region[cur.R][cur.C]
		frontier = append(frontier, q)
	}
	on := map[grid.Pos]bool{}
	for _, pt := range loop {
		on[cell(pt)] = true
	}
	for _, pos := range size.Cells() {
		moons := p.Region[pos.R][pos.C]%2 == 0 // the arcs alternate
		if !on[pos] {
			moons = !moons
		}
		p.Cells[pos.R][pos.C] = kind(moons)
	}
	p.Rename()
	return p
}
