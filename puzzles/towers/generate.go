package towers

import (
	"fmt"
	"math/rand"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// generate makes an N x N puzzle (default 6x6, sizes 3 to 9) with a
// unique solution: a random Latin square, every clue it shows, and
// givens from it until one solution is left. o.Variant is the
// difficulty: "easy" keeps every clue and removes the givens it can;
// "hard" (the default) removes clues and givens alike, in random order,
// while the solution stays unique.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(6, 6)
	switch {
	case rows != cols:
		return nil, fmt.Errorf("a Towers board is square, not %dx%d", cols, rows)
	case rows < 3 || rows > 9:
		return nil, fmt.Errorf("size %dx%d is outside 3x3 to 9x9", cols, rows)
	case o.Variant != "" && o.Variant != "easy" && o.Variant != "hard":
		return nil, fmt.Errorf("unknown towers difficulty %q (want easy or hard)", o.Variant)
	}
	rng := rand.New(rand.NewSource(o.Seed))
	sol := cellgrid.RandomLatin(rng, rows)
	size := grid.Size{Rows: rows, Cols: cols}
	e := cellgrid.NewEdges(size)
	for _, side := range cellgrid.Sides {
		for i := range e[side] {
			e[side][i] = visible(sol, side.Cells(size, i))
		}
	}
	blank, _ := puzzles.NewGrid(rows, cols, Blank)
	p := cellgrid.WithEdges(s, blank, e)
	for {
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() || len(res.Answers) < 2 {
			break
		}
		diff := cellgrid.DiffNumbers(res.Answers[0], res.Answers[1])
		t := diff[rng.Intn(len(diff))]
		cells := puzzles.CloneGrid(p.Cells)
		cells[t.R][t.C] = sol[t.R][t.C]
		p = cellgrid.WithEdges(s, cells, e)
	}
	if o.Variant != "easy" {
		return puzzles.Sparser(p, rng)
	}
	lines, dropped := len(p.Lines()), []int(nil)
	for _, i := range rng.Perm(len(p.Clues()) - lines) {
		trial := append(slices.Clone(dropped), lines+i)
		unique, err := puzzles.IsUnique(p.Without(trial))
		if err != nil {
			return nil, err
		}
		if unique {
			dropped = trial
		}
	}
	return p.Without(dropped), nil
}
