package binairo

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// generator is generate with the sizes it offers (puzzles.Offering).
var generator = puzzles.Offer(slices.Concat(puzzles.Squares("", 6, 8, 10, 14), puzzles.Squares("unique", 6, 10)), generate)

// generate makes a rows x cols puzzle (10x10 when not given, at most
// 30x30) with a unique solution (cellgrid.Givens). Variant "unique" asks
// for unique rows and columns; "" does not.
func generate(s *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
	rows, cols := o.Size(10, 10)
	u, err := unique.Variant(o.Variant, 0)
	if err == nil {
		err = checkSize(rows, cols)
	}
	if err == nil && (rows > 30 || cols > 30) {
		err = fmt.Errorf("generated grids are at most 30x30, not %dx%d", cols, rows)
	}
	if err != nil {
		return nil, err
	}
	p, _ := s.New(rows, cols)
	p.Unique = u == 1
	value := func(a puzzles.Answer, r, c int) int { return int(a.(*Answer).Grid[r][c]) }
	return puzzles.Wrap(cellgrid.Givens(puzzles.SizedRand(rows, cols, o.Seed), p, value))
}
