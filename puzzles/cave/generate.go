package cave

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (default 7x7) with a unique
// solution: a random shading whose shaded cells grow in from the edge
// (walls) with every unshaded cell numbered by the cells it sees, which
// only that shading satisfies (a shaded cell unshaded would join the
// cave beside a number and raise its count); then numbers are dropped in
// random order while the puzzle stays unique.
var generator = puzzles.Offer(puzzles.Squares("", 5, 7, 10), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Cave", Rows: 7, Cols: 7, Tries: 5, Made: "random shadings", Sparse: true,
}, randomBoard))

// randomBoard numbers every unshaded cell of a random shading of the
// blank board p (walls) with the cells it sees.
func randomBoard(rng *rand.Rand, p *Puzzle) *Puzzle {
	sh := walls(rng, p.Size(), 0.4)
	for _, pos := range p.Size().Cells() {
		if !sh[pos.R][pos.C] {
			p.Cells[pos.R][pos.C] = cellgrid.Seen(sh, pos)
		}
	}
	return p
}

// walls shades a board of size at random: three times over, it visits
// the cells in a random order and shades each with odds density when it
// is on the edge or beside a shaded cell (so every shaded cell reaches
// the edge) and the unshaded cells stay connected.
func walls(rng *rand.Rand, size grid.Size, density float64) [][]bool {
	sh := make([][]bool, size.Rows)
	for r := range sh {
		sh[r] = make([]bool, size.Cols)
	}
	open := size.Rows * size.Cols
	for range 3 {
		for _, i := range rng.Perm(size.Rows * size.Cols) {
			pos := grid.Pos{R: i / size.Cols, C: i % size.Cols}
			if sh[pos.R][pos.C] || open == 1 || rng.Float64() >= density || !reaches(sh, size, pos) {
				continue
			}
			if sh[pos.R][pos.C] = true; cellgrid.CheckLinked(sh, false) != nil {
				sh[pos.R][pos.C] = false
			} else {
				open--
			}
		}
	}
	return sh
}

// reaches reports whether the cell at pos, once shaded, reaches the edge
// of the board: it is on the edge or beside a shaded cell (which does).
func reaches(sh [][]bool, size grid.Size, pos grid.Pos) bool {
	next := size.Neighbours(pos, grid.Orthogonal)
	if len(next) < 4 {
		return true
	}
	for _, q := range next {
		if sh[q.R][q.C] {
			return true
		}
	}
	return false
}
