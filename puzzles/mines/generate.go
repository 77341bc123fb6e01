package mines

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generate makes a rows x cols puzzle (default 10x10) with a unique
// solution: mines at random (a fifth of the cells), every other cell
// numbered; the first of up to 50 such boards that is unique has its
// numbers dropped in random order while it stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Minesweeper", Rows: 10, Cols: 10, Rand: puzzles.SeedRand,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { p, _ := s.New(rows, cols); return randomBoard(rng, p) },
		Tries: 50, Made: "random minefields", Sparse: true,
	}.Generate(o)
}

// randomBoard lays mines at random on the blank board p and numbers every
// other cell with the mines around it.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	mine := make([]bool, size.Rows*size.Cols)
	for i := range mine {
		mine[i] = rng.Intn(5) == 0
	}
	for _, pos := range size.Cells() {
		if mine[size.Index(pos)] {
			continue
		}
		n := 0
		for _, q := range p.around(pos) {
			if mine[size.Index(q)] {
				n++
			}
		}
		p.Cells[pos.R][pos.C] = n
	}
	return p
}
