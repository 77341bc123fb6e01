package nurikabe

import (
	"math/rand/v2"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generator makes a rows x cols puzzle (10x10 when not given; 2 cells
// to 40x40) with a unique solution, the first of 60 random boards (see
// board) that has one.
var generator = puzzles.Offer(puzzles.Squares("", 5, 6, 7, 8), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Nurikabe", Rows: 10, Cols: 10, Tries: 60,
	Check: cellgrid.GenSize(2, 40),
}, board))

// board fills the blank board p: a random shading (cellgrid.RandomLand:
// land grown at random cells of 2x2 blocks of sea until there are none,
// the sea kept connected, islands of at most 9 cells; the empty board,
// which has no solution, when it fails) with each island numbered at a
// random cell;
// while the solver finds a second solution (up to 20 times), the number
// of an island moves onto one of its cells that the second solution
// shades, which rules that solution out.
func board(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	land, ok := cellgrid.RandomLand(rng, size, 9)
	if !ok {
		return p
	}
	island, n := graph.Square(size).Regions(land)
	cells := make([][]grid.Pos, n)
	for _, pos := range size.Cells() {
		if k := island[size.Index(pos)]; k >= 0 {
			cells[k] = append(cells[k], pos)
		}
	}
	put := func(k int, at grid.Pos) {
		for _, pos := range cells[k] {
			p.Cells[pos.R][pos.C] = Empty
		}
		p.Cells[at.R][at.C] = len(cells[k])
	}
	for k, ps := range cells {
		put(k, ps[rng.IntN(len(ps))])
	}
	for range 20 {
		res, err := puzzles.Solve(p, 2)
		if err != nil || len(res.Answers) < 2 {
			return p
		}
		sea := func(pos grid.Pos) bool { return !land[size.Index(pos)] }
		spots := slices.DeleteFunc(cellgrid.ShadedCells(res.Answers[0]), sea)
		if len(spots) == 0 {
			spots = slices.DeleteFunc(cellgrid.ShadedCells(res.Answers[1]), sea)
		}
		at := spots[rng.IntN(len(spots))]
		put(island[size.Index(at)], at)
	}
	return p
}
