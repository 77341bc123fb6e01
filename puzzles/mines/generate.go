package mines

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator makes a rows x cols puzzle (default 10x10) with a unique
// solution: mines at random (a fifth of the cells), every other cell
// numbered; the first of up to 50 such boards that is unique has its
// numbers dropped in random order while it stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 10),
	cellgrid.SparseFilled("Minesweeper", 10, 10, "random minefields", randomBoard))

// randomBoard lays mines at random on the blank board p and numbers every
// other cell with the mines around it.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	mines := cellgrid.RandomCells(rng, p.Size(), 5)
	p.Tally(mines, p.around, p.Size().Cells())
	for pos := range mines {
		p.Cells[pos.R][pos.C] = Blank
	}
	return p
}
