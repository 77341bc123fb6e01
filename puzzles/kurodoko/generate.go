package kurodoko

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator makes a rows x cols puzzle (default 9x6, Tatham's first
// preset) with a unique solution: a random shading (cellgrid.RandomApart)
// with every unshaded cell numbered by the cells it sees, which only that
// shading satisfies (unshading a cell raises its neighbours' counts);
// then numbers are dropped in random order while the puzzle stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 9), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Range", Rows: 6, Cols: 9, Tries: 5, Made: "random shadings", Sparse: true,
}, randomBoard))

// randomBoard numbers every unshaded cell of a random shading of the
// blank board p with the cells it sees.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	sh := cellgrid.RandomApart(rng, p.Size(), 0.4)
	for _, pos := range p.Size().Cells() {
		if !sh[pos.R][pos.C] {
			p.Cells[pos.R][pos.C] = cellgrid.Seen(sh, pos)
		}
	}
	return p
}
