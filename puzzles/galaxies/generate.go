package galaxies

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 10), generate)

// generate makes a rows x cols puzzle (default 7x7) with a unique
// solution: galaxies grown at random; while the solver finds another
// answer, the galaxies it lacks are grown again as smaller ones.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Galaxies", Rows: 7, Cols: 7, Tries: 20, Made: "random galaxies",
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { return randomBoard(s, rng, rows, cols) },
	}.Generate(o)
}

// galaxies is a division of a board into galaxies: each cell's galaxy
// (-1 for none yet) and each galaxy's dot.
type galaxies struct {
	size   grid.Size
	region [][]int
	dots   []dot
}

// randomBoard grows galaxies of up to a third of the board and then
// regrows, up to once a cell, the galaxies that a second answer lacks.
func randomBoard(s *cellgrid.Spec[*Puzzle], rng *rand.Rand, rows, cols int) *Puzzle {
	g := &galaxies{size: grid.Size{Rows: rows, Cols: cols}}
	g.region, _ = puzzles.NewGrid(rows, cols, -1)
	g.grow(rng, max(4, rows*cols/3))
	var p *Puzzle
	for range rows * cols {
		p, _ = s.New(rows, cols)
		g.place(p)
		res, err := puzzles.Solve(p, 2)
		if err != nil || len(res.Answers) < 2 {
			return p
		}
		for k, d := range g.dots { // each galaxy an answer lacks, as smaller ones
			if d.y > 0 && (!g.whole(res.Answers[0].(*Answer).Regions, k) || !g.whole(res.Answers[1].(*Answer).Regions, k)) {
				n := 0
				for _, pos := range g.size.Cells() {
					if g.region[pos.R][pos.C] == k {
						g.region[pos.R][pos.C], n = -1, n+1
					}
				}
				g.dots[k] = dot{} // gone
				g.grow(rng, max(1, n/2))
			}
		}
	}
	return p
}

// place puts the galaxies' dots on p.
func (g *galaxies) place(p *Puzzle) {
	for _, d := range g.dots {
		if d.y > 0 {
			pos, v := d.cell()
			p.Cells[pos.R][pos.C] = v
		}
	}
}

// whole reports whether galaxy k is one region of ids.
func (g *galaxies) whole(ids [][]int, k int) bool {
	at := g.dots[k].touches()[0]
	for _, pos := range g.size.Cells() {
		if (g.region[pos.R][pos.C] == k) != (ids[pos.R][pos.C] == ids[at.R][at.C]) {
			return false
		}
	}
	return true
}

// grow fills the cells without a galaxy: from a random one, a galaxy
// with a random dot that touches only free cells, grown to a random size
// up to most by a free neighbour and its half turn at a time.
func (g *galaxies) grow(rng *rand.Rand, most int) {
	for {
		var free []grid.Pos
		for _, pos := range g.size.Cells() {
			if g.region[pos.R][pos.C] < 0 {
				free = append(free, pos)
			}
		}
		if len(free) == 0 {
			return
		}
		start := free[rng.IntN(len(free))]
		var options []dot
		for v := Centre; v <= Corner; v++ {
			if d := dotOf(start, v); g.allFree(d.touches()...) {
				options = append(options, d)
			}
		}
		d, k := options[rng.IntN(len(options))], len(g.dots)
		g.dots = append(g.dots, d)
		cells := d.touches()
		for _, pos := range cells {
			g.region[pos.R][pos.C] = k
		}
		for want, try := (most+1)/2+rng.IntN(most/2+1), 0; len(cells) < want && try < 8*most; try++ {
			from := cells[rng.IntN(len(cells))]
			ns := g.size.Neighbours(from, grid.Orthogonal)
			q := ns[rng.IntN(len(ns))]
			if m := d.mirror(q); g.allFree(q, m) {
				g.region[q.R][q.C], g.region[m.R][m.C] = k, k
				cells = append(cells, q)
				if m != q {
					cells = append(cells, m)
				}
			}
		}
	}
}

// allFree reports whether every cell of cells is on the board and in no
// galaxy.
func (g *galaxies) allFree(cells ...grid.Pos) bool {
	for _, pos := range cells {
		if !g.size.In(pos) || g.region[pos.R][pos.C] >= 0 {
			return false
		}
	}
	return true
}
