package singles

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// repairs bounds the numbers changed on one board to rule out other
// solutions.
const repairs = 200

// generator makes a rows x cols puzzle (default 8x8, 2 to 30 a side) with
// a unique solution: a random Latin square cut to size, a random shading
// (cellgrid.RandomApart), each shaded cell given the number of an
// unshaded one in its row or column; while the solver finds a second
// solution, a cell shaded here but not there takes the number of a cell
// of its line that both leave unshaded, which rules that solution out
// (when there is none, the other shades more cells: it becomes the
// answer, and the next round rules out the first).
var generator = puzzles.Offer(puzzles.Squares("", 5, 8, 10, 12), cellgrid.Filled(puzzles.RandomBoards[*Puzzle, *rand.Rand]{
	Title: "Singles", Rows: 8, Cols: 8, Tries: 20,
	Check: cellgrid.GenBounds(2, 30),
}, board))

// board fills the blank board p at random and repairs it towards one
// solution.
func board(rng *rand.Rand, p *Puzzle) *Puzzle {
	size := p.Size()
	n := max(size.Rows, size.Cols)
	sym, rs, cs := rng.Perm(n), rng.Perm(n), rng.Perm(n)
	for _, pos := range size.Cells() {
		p.Cells[pos.R][pos.C] = 1 + sym[(rs[pos.R]+cs[pos.C])%n]
	}
	sh := cellgrid.RandomApart(rng, size, 0.5)
	open := func(pos grid.Pos) bool { return !sh[pos.R][pos.C] }
	for _, pos := range size.Cells() {
		if !open(pos) {
			copyFrom(rng, p, pos, open)
		}
	}
	for range repairs {
		res, err := puzzles.Solve(p, 2)
		if err != nil || len(res.Answers) < 2 {
			return p
		}
		other := res.Answers[0].(*Answer)
		if mine(other, sh) {
			other = res.Answers[1].(*Answer)
		}
		both := func(q grid.Pos) bool { return open(q) && other.At(q) != cellgrid.ShadedCell }
		done := false
		for _, i := range rng.Perm(len(sh) * len(sh[0])) {
			pos := grid.Pos{R: i / size.Cols, C: i % size.Cols}
			if !open(pos) && other.At(pos) != cellgrid.ShadedCell && copyFrom(rng, p, pos, both) {
				done = true
				break
			}
		}
		if !done { // the other shades more: it becomes the answer
			for _, pos := range size.Cells() {
				sh[pos.R][pos.C] = other.At(pos) == cellgrid.ShadedCell
			}
		}
	}
	return p
}

// copyFrom gives the cell at pos the number of a random cell of its row
// or column that from accepts; false when there is none.
func copyFrom(rng *rand.Rand, p *Puzzle, pos grid.Pos, from func(grid.Pos) bool) bool {
	var spots []grid.Pos
	for _, q := range p.Size().Cells() {
		if (q.R == pos.R) != (q.C == pos.C) && from(q) {
			spots = append(spots, q)
		}
	}
	if len(spots) == 0 {
		return false
	}
	q := spots[rng.IntN(len(spots))]
	p.Cells[pos.R][pos.C] = p.At(q)
	return true
}

// mine reports whether answer a is the shading sh.
func mine(a *Answer, sh [][]bool) bool {
	for r, row := range sh {
		for c, s := range row {
			if (a.At(grid.Pos{R: r, C: c}) == cellgrid.ShadedCell) != s {
				return false
			}
		}
	}
	return true
}
