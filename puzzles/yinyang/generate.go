package yinyang

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 8x8, 2 to 20 a side) with
// a unique solution: circles of random colours on cells in random order,
// each turned to the other colour when it leaves no solution, until one
// solution is left; then the circles are dropped in random order while
// the puzzle stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Yin-Yang", Rows: 8, Cols: 8, Tries: 5, Sparse: true,
	Check: cellgrid.GenBounds(2, 20),
}, randomBoard))

// randomBoard lays circles of random colours on the blank board p, cell
// by cell in random order, each turned to the other colour when it
// leaves no solution, until one solution is left.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	cols := p.Size().Cols
	for _, i := range rng.Perm(p.Size().Rows * cols) {
		pos := grid.Pos{R: i / cols, C: i % cols}
		p.Cells[pos.R][pos.C] = White + rng.IntN(2)
		res, err := puzzles.Solve(p, 2)
		switch {
		case err != nil:
			return p
		case len(res.Answers) == 0:
			p.Cells[pos.R][pos.C] = Black + White - p.At(pos)
		case len(res.Answers) == 1:
			return p
		}
	}
	return p
}
