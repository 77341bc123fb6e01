package cellgrid

import (
	"cmp"
	"fmt"
	"maps"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// UniqueLoop is the generator of a loop puzzle whose clues a loop shows
// (Masyu's pearls). It draws a random loop through nearly every cell
// (the border of a random region of the lattice of cell centres that
// leaves no centre inside) and gives it every clue it shows (Clued).
// While the solver finds a second loop, it reshapes the region where the
// two loops differ (adding or removing one square of the region next to
// each place), which changes the loop and its clues there. Once the clues
// admit one loop, they are dropped in random order while the puzzle
// stays unique. The same options make the same puzzle.
type UniqueLoop[P Instance] struct {
	Title      string // the type in errors: "no unique 6x6 Masyu found from 20 random regions"
	Rows, Cols int    // the size when the options give none
	Max        int    // the longest side it makes
	Regions    int    // random regions tried before giving up
	// Clued is the rows x cols puzzle with every clue loop shows; its
	// decoder is a *LoopVars on Centres.
	Clued func(rows, cols int, loop [][2]int) P
}

// Generate implements puzzles.Generator.
func (g UniqueLoop[P]) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(g.Rows, g.Cols)
	if err := g.checkRoom(rows, cols); err != nil {
		return nil, err
	}
	rng := puzzles.SeedRand(rows, cols, o.Seed)
	lattice := grid.Size{Rows: rows - 1, Cols: cols - 1}
	for range g.Regions {
		p, loop, err := g.settle(rows, cols, growRegion(rng, lattice), rng)
		if err != nil {
			return nil, err
		}
		if loop != nil {
			return dropLoopClues(p, loop, rng)
		}
	}
	return nil, fmt.Errorf("no unique %dx%d %s found from %d random regions", cols, rows, g.Title, g.Regions)
}

// checkRoom refuses a board too narrow for a loop or too large to make.
func (g UniqueLoop[P]) checkRoom(rows, cols int) error {
	if err := puzzles.CheckSize(rows, cols); err != nil {
		return err
	}
	if rows < 2 || cols < 2 {
		return fmt.Errorf("a %dx%d board has no room for a loop", cols, rows)
	}
	if rows > g.Max || cols > g.Max {
		return fmt.Errorf("generated boards are at most %dx%d, not %dx%d", g.Max, g.Max, cols, rows)
	}
	return nil
}

// settle reshapes the region inside until its border, with every clue
// it shows, has one solution, and returns that puzzle and loop; the loop
// is nil when no reshaping near a second solution's differences keeps
// the border one loop, or after rows*cols reshapings.
func (g UniqueLoop[P]) settle(rows, cols int, inside []bool, rng *rand.Rand) (P, [][2]int, error) {
	var zero P
	lattice := grid.Size{Rows: rows - 1, Cols: cols - 1}
	loop := LoopAround(lattice, inside)
	for range rows * cols {
		p := g.Clued(rows, cols, loop)
		other, _, err := OtherLoop(p, loop)
		if other == nil || err != nil {
			return p, loop, err
		}
		reshaped := false
		for _, part := range touching(loopsDiffer(loop, other.(*Loop).Loop)) {
			squares := cornering(lattice, part)
			rng.Shuffle(len(squares), func(i, j int) { squares[i], squares[j] = squares[j], squares[i] })
			for _, sq := range squares {
				if next := flipSquare(lattice, inside, sq); next != nil {
					loop, reshaped = next, true
					break
				}
			}
		}
		if !reshaped {
			return zero, nil, nil
		}
	}
	return zero, nil, nil
}

// flipSquare adds square sq to the region inside or takes it away and
// returns the new border; when that is not one loop, it puts sq back and
// returns nil.
func flipSquare(lattice grid.Size, inside []bool, sq grid.Pos) [][2]int {
	i := lattice.Index(sq)
	inside[i] = !inside[i]
	loop := LoopAround(lattice, inside)
	if loop == nil {
		inside[i] = !inside[i]
	}
	return loop
}

// growRegion grows a random region of lattice whose border is one loop
// through nearly every cell centre: from a random square it adds random
// squares beside it while the border stays one loop and no centre ends
// up inside the region, until no square fits.
func growRegion(rng *rand.Rand, lattice grid.Size) []bool {
	inside := make([]bool, lattice.Rows*lattice.Cols)
	inside[rng.Intn(len(inside))] = true
	grows := func(sq grid.Pos) bool {
		i := lattice.Index(sq)
		inside[i] = true
		if !buries(lattice, inside, sq) && LoopAround(lattice, inside) != nil {
			return true
		}
		inside[i] = false
		return false
	}
	for {
		var frontier []grid.Pos
		for _, sq := range lattice.Cells() {
			if !inside[lattice.Index(sq)] && puzzles.TouchesRegion(lattice, inside, sq) {
				frontier = append(frontier, sq)
			}
		}
		rng.Shuffle(len(frontier), func(i, j int) { frontier[i], frontier[j] = frontier[j], frontier[i] })
		if !slices.ContainsFunc(frontier, grows) {
			return inside
		}
	}
}

// cornering returns the squares of lattice with a corner (a cell centre)
// in cells.
func cornering(lattice grid.Size, cells [][2]int) []grid.Pos {
	var out []grid.Pos
	for _, c := range cells {
		for _, d := range []grid.Delta{{}, {R: -1}, {C: -1}, {R: -1, C: -1}} {
			if sq := (grid.Pos{R: c[0], C: c[1]}).Add(d); lattice.In(sq) {
				out = append(out, sq)
			}
		}
	}
	return out
}

// loopsDiffer returns the cells of the lines drawn in one of two loops
// only, in reading order.
func loopsDiffer(a, b [][2]int) [][2]int {
	la, lb := grid.Links(a, nil), grid.Links(b, nil)
	seen := map[[2]int]bool{}
	for l := range la {
		if !lb[l] {
			seen[l[0]], seen[l[1]] = true, true
		}
	}
	for l := range lb {
		if !la[l] {
			seen[l[0]], seen[l[1]] = true, true
		}
	}
	out := slices.Collect(maps.Keys(seen))
	slices.SortFunc(out, func(a, b [2]int) int { return cmp.Or(a[0]-b[0], a[1]-b[1]) })
	return out
}

// touching splits cells into the groups of cells that touch (diagonally
// too), each in the order of cells, the groups in the order of their
// first cells.
func touching(cells [][2]int) [][][2]int {
	group := make([]int, len(cells)) // 1, 2, ...; 0: none yet
	var spread func(i, g int)
	spread = func(i, g int) {
		group[i] = g
		for j, c := range cells {
			if group[j] == 0 && max(c[0]-cells[i][0], cells[i][0]-c[0], c[1]-cells[i][1], cells[i][1]-c[1]) <= 1 {
				spread(j, g)
			}
		}
	}
	var out [][][2]int
	for i, c := range cells {
		if group[i] == 0 {
			out = append(out, nil)
			spread(i, len(out))
		}
		out[group[i]-1] = append(out[group[i]-1], c)
	}
	return out
}

// dropLoopClues drops the clues of p, whose only solution is loop, in
// random order while loop stays its only solution.
func dropLoopClues[P Instance](p P, loop [][2]int, rng *rand.Rand) (puzzles.Instance, error) {
	g := p.grid()
	clues := g.Where(func(v int) bool { return v != g.c.blank })
	for _, i := range rng.Perm(len(clues)) {
		pos := clues[i]
		clue := g.Cells[pos.R][pos.C]
		g.Cells[pos.R][pos.C] = g.c.blank
		other, _, err := OtherLoop(p, loop)
		if err != nil {
			return nil, err
		}
		if other != nil {
			g.Cells[pos.R][pos.C] = clue
		}
	}
	return p, nil
}
