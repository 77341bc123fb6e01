package creek

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 10, 15), generate)

// generate makes a rows x cols puzzle (default 7x7) with a unique
// solution: a random shading whose unshaded cells stay connected, every
// grid point clued with its shaded cells (a unique puzzle: the clues
// fix the cells one by one from a corner), then clues dropped in random
// order while the solution stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Creek", Rows: 7, Cols: 7, Rand: puzzles.SeedRand,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle {
			p, _ := s.New(rows, cols)
			return clued(p, randomShading(rng, p))
		},
		Tries: 1, Made: "random shadings", Sparse: true, Check: cellgrid.CheckPointCells,
	}.Generate(o)
}

// randomShading visits the cells of p in random order and shades each
// with odds one half when the unshaded cells stay connected.
func randomShading(rng *rand.Rand, p *Puzzle) [][]bool {
	size := p.Size()
	sh := make([][]bool, size.Rows)
	for r := range sh {
		sh[r] = make([]bool, size.Cols)
	}
	for _, i := range rng.Perm(size.Rows * size.Cols) {
		r, c := i/size.Cols, i%size.Cols
		if sh[r][c] = rng.Intn(2) == 0; cellgrid.CheckLinked(sh, false) != nil {
			sh[r][c] = false
		}
	}
	return sh
}

// clued gives every grid point of p its number of shaded cells.
func clued(p *Puzzle, sh [][]bool) *Puzzle {
	for _, pt := range p.Points().Cells() {
		p.Cells[pt.R][pt.C] = 0
		for _, cell := range p.around(pt) {
			if sh[cell.R][cell.C] {
				p.Cells[pt.R][pt.C]++
			}
		}
	}
	return p
}
