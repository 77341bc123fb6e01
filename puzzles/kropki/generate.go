package kropki

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 4, 5, 6, 7), generate)

// generate makes an N x N puzzle (default 5x5, sizes 3 to 9) with a
// unique solution: a random Latin square and every dot it shows (white
// between numbers that differ by 1, black between a number and its
// double, either at random between 1 and 2), then givens from the square
// until one solution is left, then it removes the givens it can while the
// solution stays unique. The dots all stay: a side without one is a clue
// too (its numbers neither differ by 1 nor double).
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n, rng, err := cellgrid.LatinOptions(o, 5, "Kropki")
	if err != nil {
		return nil, err
	}
	sol := cellgrid.RandomLatin(rng, n)
	p, _ := s.New(n, n)
	for _, side := range p.All() {
		x, y := sol[side.A.R][side.A.C], sol[side.B.R][side.B.C]
		switch {
		case x*y == 2:
			side.Set(p.Sides, White+rng.Intn(2))
		case next(x, y):
			side.Set(p.Sides, White)
		case double(x, y):
			side.Set(p.Sides, Black)
		}
	}
	p, err = cellgrid.AddGivens(p, sol, rng, func(p *Puzzle, pos grid.Pos, v int) *Puzzle {
		q := p.Without(nil).(*Puzzle)
		q.Cells[pos.R][pos.C] = v
		return q
	})
	if err != nil {
		return nil, err
	}
	return cellgrid.DropFrom(p, len(p.Clues())-len(p.Grid.Clues()), rng)
}
