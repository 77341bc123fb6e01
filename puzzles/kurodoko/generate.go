package kurodoko

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes a rows x cols puzzle (default 9x6, Tatham's first
// preset) with a unique solution: a random shading (cellgrid.RandomApart)
// with every unshaded cell numbered by the cells it sees, which only that
// shading satisfies (unshading a cell raises its neighbours' counts);
// then numbers are dropped in random order while the puzzle stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Range", Rows: 6, Cols: 9, Tries: 5, Made: "random shadings", Rand: puzzles.SizedRand, Sparse: true,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle {
			size := grid.Size{Rows: rows, Cols: cols}
			sh := cellgrid.RandomApart(rng, size, 0.4)
			p, _ := s.New(rows, cols)
			for _, pos := range size.Cells() {
				if !sh[pos.R][pos.C] {
					p.Cells[pos.R][pos.C] = cellgrid.Seen(sh, pos)
				}
			}
			return p
		},
	}.Generate(o)
}
