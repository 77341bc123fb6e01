package unequal

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generate makes an N x N puzzle (default 5x5, sizes 3 to 9) with a
// unique solution: a random Latin square, every sign it shows (every bar
// in Adjacent mode), and givens from it until one solution is left, then
// it removes what it can while the solution stays unique. o.Variant is
// the difficulty and mode: "hard" (the default) removes signs and givens
// alike, "easy" the givens only, "adjacent" makes an Adjacent puzzle
// (whose bars all stay) and removes givens.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(5, 5)
	switch {
	case rows != cols:
		return nil, fmt.Errorf("an Unequal board is square, not %dx%d", cols, rows)
	case rows < 3 || rows > 9:
		return nil, fmt.Errorf("size %dx%d is outside 3x3 to 9x9", cols, rows)
	case !slices.Contains([]string{"", "easy", "hard", "adjacent"}, o.Variant):
		return nil, fmt.Errorf("unknown unequal variant %q (want easy, hard or adjacent)", o.Variant)
	}
	rng := rand.New(rand.NewSource(o.Seed))
	sol := cellgrid.RandomLatin(rng, rows)
	p, _ := s.New(rows, rows)
	if o.Variant == "adjacent" {
		p.Set = bars
	}
	for _, side := range p.All() {
		x, y := sol[side.A.R][side.A.C], sol[side.B.R][side.B.C]
		switch {
		case p.Adjacent() && (x-y == 1 || y-x == 1):
			side.Set(p.Sides, Bar)
		case !p.Adjacent() && x < y:
			side.Set(p.Sides, Less)
		case !p.Adjacent():
			side.Set(p.Sides, Greater)
		}
	}
	for {
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() || len(res.Answers) < 2 {
			break
		}
		diff := cellgrid.DiffNumbers(res.Answers[0], res.Answers[1])
		t := diff[rng.Intn(len(diff))]
		p = p.Without(nil).(*Puzzle)
		p.Cells[t.R][t.C] = sol[t.R][t.C]
	}
	if o.Variant == "" || o.Variant == "hard" {
		return puzzles.Sparser(p, rng)
	}
	signs, dropped := len(p.Clues())-len(p.Grid.Clues()), []int(nil)
	for _, i := range rng.Perm(len(p.Grid.Clues())) {
		trial := append(slices.Clone(dropped), signs+i)
		unique, err := puzzles.IsUnique(p.Without(trial))
		if err != nil {
			return nil, err
		}
		if unique {
			dropped = trial
		}
	}
	return p.Without(dropped), nil
}
