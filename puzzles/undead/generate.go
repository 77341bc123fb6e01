package undead

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator makes a rows x cols puzzle (default 5x5) with one solution,
// as Tatham's generator does: the first of up to 3000 random boards
// (randomBoard) whose numbers and totals leave one way to fill it.
var generator = puzzles.Offer(puzzles.Squares("", 4, 5, 6, 7), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Undead", Rows: 5, Cols: 5, Tries: 3000,
}, randomBoard))

// randomBoard fills the blank board p with mirrors (two squares in five, either way)
// and random monsters, every number and total given.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	for _, pos := range p.Size().Cells() {
		p.Cells[pos.R][pos.C] = Back + rng.IntN(5)
	}
	for _, side := range cellgrid.Sides {
		clear(p.Edges[side])
	}
	for _, l := range p.Lines() {
		for _, s := range p.sights(l) {
			if sees(p.At(s.at)-Ghost, s.reflected) {
				p.Edges[l.Side][l.Index]++
			}
		}
	}
	p.Totals = [3]int{}
	for _, pos := range p.Where(func(v int) bool { return v >= Ghost }) {
		p.Totals[p.At(pos)-Ghost]++
		p.Cells[pos.R][pos.C] = Blank
	}
	return p
}
