package mosaic

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator makes a rows x cols puzzle (default 10x10) with a unique
// solution: a random picture (each cell shaded at even odds), every cell
// clued with its block's count; the first of up to 50 such boards that is
// unique has its clues dropped in random order while it stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7),
	cellgrid.SparseFilled("Mosaic", 10, 10, "random pictures", randomBoard))

// randomBoard clues every cell of the blank board p with the count of a
// random picture's shaded cells in its block.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	p.Tally(cellgrid.RandomCells(rng, p.Size(), 2), p.block, p.Size().Cells())
	return p
}
