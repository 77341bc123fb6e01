package lightup

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 10x10) with a unique
// solution. It tries up to 50 random boards (randomBoard); if one is
// unique, its numbers are dropped in random order while it stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 10),
	cellgrid.SparseFilled("Light Up", 10, 10, "random boards", randomBoard))

// randomBoard fills the white board p: black cells at random (a fifth of
// the board, symmetric under a half turn), lights placed greedily until
// every white cell is lit, every black cell numbered with its count of
// neighbouring lights.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	for _, pos := range size.Cells() {
		if rng.Intn(5) == 0 {
			p.Cells[pos.R][pos.C] = Black
			p.Cells[size.Rows-1-pos.R][size.Cols-1-pos.C] = Black
		}
	}
	lights := map[grid.Pos]bool{}
	order := size.Cells()
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for _, pos := range order {
		if white(p.At(pos)) && !p.litCells(lights)[pos] {
			lights[pos] = true
		}
	}
	p.Tally(lights, p.Around, p.Where(func(v int) bool { return v == Black }))
	return p
}
