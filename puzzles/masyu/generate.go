package masyu

import (
	"fmt"
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generateTries is how many random loops Generate tries.
const generateTries = 30

// Generate implements puzzles.Generator: a rows x cols puzzle (default
// 8x8) with a unique solution.
func (Type) Generate(o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Rows, o.Cols
	if rows == 0 && cols == 0 {
		rows, cols = 8, 8
	}
	return puzzles.Wrap(Generate(rows, cols, o.Seed))
}

// Generate makes a puzzle: a random loop through cell centres (the border
// of a random region of the grid whose corners are the cell centres),
// a pearl on every cell of the loop where its rules hold, and if that is
// unique, pearls dropped in random order while it stays unique.
func Generate(rows, cols int, seed int64) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	if rows < 2 || cols < 2 {
		return nil, fmt.Errorf("a %dx%d board has no room for a loop", cols, rows)
	}
	rng := rand.New(rand.NewSource(seed))
	for range generateTries {
		p := pearls(rows, cols, randomLoop(rng, rows, cols))
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			q, err := puzzles.DropClues(p, rng)
			if err != nil {
				return nil, err
			}
			return q.(*Puzzle), nil
		}
	}
	return nil, fmt.Errorf("no unique %dx%d Masyu found in %d random loops", cols, rows, generateTries)
}

// pearls puts a pearl on every cell of the loop whose rules hold there.
func pearls(rows, cols int, loop [][2]int) *Puzzle {
	p, _ := New(rows, cols)
	n := len(loop)
	turns := func(i int) bool {
		prev, cur, next := loop[(i+n-1)%n], loop[i%n], loop[(i+1)%n]
		return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
	}
	for i, c := range loop {
		before, after := turns(i+n-1), turns(i+1)
		switch {
		case turns(i) && !before && !after:
			p.Cells[c[0]][c[1]] = Black
		case !turns(i) && (before || after):
			p.Cells[c[0]][c[1]] = White
		}
	}
	return p
}

// randomLoop returns a random loop through the centres of a rows x cols
// board: the border of a region of the (rows-1) x (cols-1) grid whose
// corners are the cell centres, grown one cell at a time while its border
// stays one loop.
func randomLoop(rng *rand.Rand, rows, cols int) [][2]int {
	size := grid.Size{Rows: rows - 1, Cols: cols - 1}
	inside := make([]bool, size.Rows*size.Cols)
	inside[rng.Intn(len(inside))] = true
	for n := 1; n < (len(inside)+1)/2 && grow(rng, size, inside); n++ {
	}
	g, on := border(size, inside)
	var loop [][2]int
	for v := range g.Len() {
		if loop == nil && len(incidentOn(g, on, v)) > 0 {
			for _, u := range g.Walk(v, on) {
				loop = append(loop, [2]int{u / cols, u % cols})
			}
		}
	}
	return loop
}

// grow adds one random cell next to the region whose addition keeps the
// border a single loop; it reports false when there is none.
func grow(rng *rand.Rand, size grid.Size, inside []bool) bool {
	cells := size.Cells()
	rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	for _, pos := range cells {
		i := size.Index(pos)
		if inside[i] {
			continue
		}
		inside[i] = true
		if g, on := border(size, inside); oneLoop(g, on) {
			return true
		}
		inside[i] = false
	}
	return false
}

// border returns the lattice of the region's corners and its border.
func border(size grid.Size, inside []bool) (*graph.Graph, []bool) {
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

func incidentOn(g *graph.Graph, on []bool, v int) []int {
	var out []int
	for _, e := range g.Incident(v) {
		if on[e] {
			out = append(out, e)
		}
	}
	return out
}

// oneLoop reports whether the chosen edges form a single cycle.
func oneLoop(g *graph.Graph, on []bool) bool {
	for v := range g.Len() {
		if d := len(incidentOn(g, on, v)); d != 0 && d != 2 {
			return false
		}
	}
	_, parts := g.Components(on)
	return parts == 1
}
