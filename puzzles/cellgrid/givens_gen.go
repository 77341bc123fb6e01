package cellgrid

import (
	"fmt"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Givens makes p, a board of givens, a puzzle with one solution
// (Binairo's generator): while the solver finds two solutions it gives a
// random cell where they differ the value of one of them (value reads it
// off the answer), which keeps that solution; then it drops each given
// (p's Clues), in random order, that the solution stays unique without.
func Givens[P Instance](rng *rand.Rand, p P, value func(a puzzles.Answer, r, c int) int) (P, error) {
	g := p.grid()
	for {
		res, err := puzzles.Solve(p, 2)
		switch {
		case err != nil:
			return p, err
		case res.Status != puzzles.Solved:
			return p, fmt.Errorf("no %dx%d board obeys the rules", g.Size().Cols, g.Size().Rows)
		case res.Unique():
			dropGivens(rng, p)
			return p, nil
		}
		a, b := res.Answers[0], res.Answers[1]
		if rng.IntN(2) == 0 {
			a, b = b, a
		}
		diff := p.Diff(a, b)
		t := diff[rng.IntN(len(diff))]
		g.Cells[t.R][t.C] = value(a, t.R, t.C)
	}
}

// dropGivens drops each given of p, in random order, that the solution
// stays unique without.
func dropGivens[P Instance](rng *rand.Rand, p P) {
	var cells []grid.Pos
	for _, c := range p.Clues() {
		cells = append(cells, grid.Pos{R: c.Cell[0], C: c.Cell[1]})
	}
	DropCells(rng, p, cells, nil)
}

// DropCells blanks each of cells of p, in random order, that may go
// (may(pos, v) for its value v; nil: every cell) and without which p
// keeps exactly one solution: a generator's last step, which leaves the
// givens that the puzzle needs.
func DropCells[P Instance](rng *rand.Rand, p P, cells []grid.Pos, may func(pos grid.Pos, v int) bool) {
	g := p.grid()
	for _, i := range rng.Perm(len(cells)) {
		pos := cells[i]
		v := g.At(pos)
		if may != nil && !may(pos, v) {
			continue
		}
		g.Cells[pos.R][pos.C] = g.c.blank
		if res, err := puzzles.Solve(p, 2); err != nil || !res.Unique() {
			g.Cells[pos.R][pos.C] = v
		}
	}
}
