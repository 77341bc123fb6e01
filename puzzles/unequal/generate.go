package unequal

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 4, 5, 6, 7), generate)

// generate makes an N x N puzzle (default 5x5, sizes 3 to 9) with a
// unique solution: a random Latin square, every sign it shows (every bar
// in Adjacent mode), and givens from it until one solution is left, then
// it removes what it can while the solution stays unique. o.Variant is
// the difficulty and mode: "hard" (the default) removes signs and givens
// alike, "easy" the givens only, "adjacent" makes an Adjacent puzzle
// (whose bars all stay) and removes givens.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n, rng, err := cellgrid.LatinOptions(o, 5, "Unequal", "easy", "hard", "adjacent")
	if err != nil {
		return nil, err
	}
	sol := cellgrid.RandomLatin(rng, n)
	p, _ := s.New(n, n)
	if o.Variant == "adjacent" {
		p.Set = bars
	}
	for _, side := range p.All() {
		x, y := sol[side.A.R][side.A.C], sol[side.B.R][side.B.C]
		switch {
		case p.Adjacent() && (x-y == 1 || y-x == 1):
			side.Set(p.Sides, Bar)
		case !p.Adjacent():
			side.Set(p.Sides, map[bool]int{true: Less, false: Greater}[x < y])
		}
	}
	p, err = cellgrid.AddGivens(p, sol, rng, func(p *Puzzle, pos grid.Pos, v int) *Puzzle {
		q := p.Without(nil).(*Puzzle)
		q.Cells[pos.R][pos.C] = v
		return q
	})
	switch {
	case err != nil:
		return nil, err
	case o.Variant == "" || o.Variant == "hard":
		return puzzles.Sparser(p, rng)
	}
	return cellgrid.DropFrom(p, len(p.Clues())-len(p.Grid.Clues()), rng)
}
