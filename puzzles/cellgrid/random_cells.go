package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// RandomCells picks cells of a board of size at random for the
// generators, each with odds one in n: it draws rng.Intn(n) for every
// cell in reading order and picks the cell when it is 0.
func RandomCells(rng interface{ Intn(n int) int }, size grid.Size, n int) map[grid.Pos]bool {
	picked := map[grid.Pos]bool{}
	for _, pos := range size.Cells() {
		if rng.Intn(n) == 0 {
			picked[pos] = true
		}
	}
	return picked
}

// Tally writes in each of cells the count of picked cells among
// near(pos): a generator's clues over a random pick (RandomCells).
func (g Grid) Tally(picked map[grid.Pos]bool, near func(grid.Pos) []grid.Pos, cells []grid.Pos) {
	for _, pos := range cells {
		g.Cells[pos.R][pos.C] = puzzles.CountIn(picked, near(pos)...)
	}
}
