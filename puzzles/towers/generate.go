package towers

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(puzzles.Squares("", 4, 5, 6, 7), generate)

// generate makes an N x N puzzle (default 6x6, sizes 3 to 9) with a
// unique solution: a random Latin square, every clue it shows, and
// givens from it until one solution is left. o.Variant is the
// difficulty: "easy" keeps every clue and removes the givens it can;
// "hard" (the default) removes clues and givens alike, in random order,
// while the solution stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	n, rng, err := cellgrid.LatinOptions(o, 6, "Towers", "easy", "hard")
	if err != nil {
		return nil, err
	}
	sol := cellgrid.RandomLatin(rng, n)
	size := grid.Size{Rows: n, Cols: n}
	e := cellgrid.NewEdges(size)
	for _, side := range cellgrid.Sides {
		for i := range e[side] {
			e[side][i] = visible(sol, side.Cells(size, i))
		}
	}
	blank, _ := puzzles.NewGrid(n, n, Blank)
	p, err := cellgrid.AddGivens(cellgrid.WithEdges(s, blank, e), sol, rng, func(p *Puzzle, pos grid.Pos, v int) *Puzzle {
		cells := puzzles.CloneGrid(p.Cells)
		cells[pos.R][pos.C] = v
		return cellgrid.WithEdges(s, cells, e)
	})
	switch {
	case err != nil:
		return nil, err
	case o.Variant == "easy":
		return cellgrid.DropFrom(p, len(p.Lines()), rng)
	}
	return puzzles.Sparser(p, rng)
}
