package binairo

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generate makes a rows x cols puzzle (-size
// 10x10 when not given) with a unique solution. Variant "unique" asks for
// unique rows and columns; "" does not.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(10, 10)
	switch o.Variant {
	case "":
		return puzzles.Wrap(makePuzzle(s, rows, cols, false, o.Seed))
	case "unique":
		return puzzles.Wrap(makePuzzle(s, rows, cols, true, o.Seed))
	}
	return nil, fmt.Errorf("unknown variant %q: use unique, or nothing", o.Variant)
}

// makePuzzle makes a puzzle with one solution: starting from an empty grid,
// while the solver finds two solutions it gives a random cell where they
// differ the first solution's colour (which keeps that solution); then it
// drops each given, in random order, that the solution stays unique
// without.
func makePuzzle(s *cellgrid.Spec[*Puzzle], rows, cols int, unique bool, seed int64) (*Puzzle, error) {
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	if rows > 30 || cols > 30 {
		return nil, fmt.Errorf("generated grids are at most 30x30, not %dx%d", cols, rows)
	}
	rng := puzzles.SizedRand(rows, cols, seed)
	p, _ := s.New(rows, cols)
	p.Unique = unique
	for {
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			return nil, err
		}
		if res.Status != puzzles.Solved {
			return nil, fmt.Errorf("no %dx%d grid obeys the rules", cols, rows)
		}
		if res.Unique() {
			break
		}
		a, b := res.Answers[0].(*Answer), res.Answers[1].(*Answer)
		if rng.IntN(2) == 0 {
			a, b = b, a
		}
		diff := p.Diff(a, b)
		t := diff[rng.IntN(len(diff))]
		p.Cells[t.R][t.C] = int(a.Grid[t.R][t.C])
	}
	clues := p.Clues()
	for _, i := range rng.Perm(len(clues)) {
		c := clues[i].Cell
		v := p.Cells[c[0]][c[1]]
		p.Cells[c[0]][c[1]] = Empty
		if res, err := puzzles.Solve(p, 2); err != nil || !res.Unique() {
			p.Cells[c[0]][c[1]] = v
		}
	}
	return p, nil
}

// offers are the sizes the spec offers (puzzles.Offering).
func offers() []puzzles.GenerateOptions {
	return slices.Concat(puzzles.Squares("", 6, 8, 10, 14), puzzles.Squares("unique", 6, 10))
}
