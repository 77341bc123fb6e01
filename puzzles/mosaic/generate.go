package mosaic

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generate makes a rows x cols puzzle (default 10x10) with a unique
// solution: a random picture (each cell shaded at even odds), every cell
// clued with its block's count; the first of up to 50 such boards that is
// unique has its clues dropped in random order while it stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	return puzzles.RandomBoards[*Puzzle, *rand.Rand]{
		Title: "Mosaic", Rows: 10, Cols: 10, Rand: puzzles.SeedRand,
		Board: func(rng *rand.Rand, rows, cols int) *Puzzle { p, _ := s.New(rows, cols); return randomBoard(rng, p) },
		Tries: 50, Made: "random pictures", Sparse: true,
	}.Generate(o)
}

// randomBoard clues every cell of the blank board p with the count of a
// random picture's shaded cells in its block.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	shaded := make([]bool, size.Rows*size.Cols)
	for i := range shaded {
		shaded[i] = rng.Intn(2) == 0
	}
	for _, pos := range size.Cells() {
		n := 0
		for _, q := range p.block(pos) {
			if shaded[size.Index(q)] {
				n++
			}
		}
		p.Cells[pos.R][pos.C] = n
	}
	return p
}
