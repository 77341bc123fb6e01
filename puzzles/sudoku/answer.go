package sudoku

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Answer is a filled grid: Grid[r][c] is the digit 1..N of cell (r, c).
// Its JSON form is {"grid": [[5, 3, 4, ...], ...]}. It holds what a
// puzzles.Numbers holds, and prints as digits.
type Answer puzzles.Numbers

// Partial is a partly known answer (the facts forced in every solution):
// like Answer, with null for a cell whose digit is not known.
type Partial puzzles.PartialNumbers

// Text implements puzzles.Answer: one row per line, digits separated by
// spaces (right-aligned in two columns when N > 9).
func (a *Answer) Text() string {
	return picture(a.Grid, func(v int) string { return strconv.Itoa(v) })
}

// Text implements puzzles.Answer: like Answer.Text, '?' for unknown cells.
func (a *Partial) Text() string {
	return picture(a.digits(), func(v int) string {
		if v == 0 {
			return "?"
		}
		return strconv.Itoa(v)
	})
}

// digits returns the partial answer's digits, 0 for unknown cells.
func (a *Partial) digits() [][]int { return (*puzzles.PartialNumbers)(a).Values() }

// picture writes the grid with puzzles.Columns, every cell two wide when
// N > 9 (even in a partial answer whose known digits are all small).
func picture(g [][]int, name func(int) string) string {
	width := 1
	if len(g) > 9 {
		width = 2
	}
	return puzzles.Columns(g, func(v int) string { return fmt.Sprintf("%*s", width, name(v)) })
}

// Check implements puzzles.Instance: the grid is N x N with digits 1..N,
// keeps the givens, and every row, column, region (diagonal) holds each
// digit once; each cage's digits differ and add up to its sum.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "sudoku")
	if err != nil {
		return err
	}
	if err := p.checkShape(a.Grid); err != nil {
		return err
	}
	for _, u := range p.units() {
		if err := checkUnit(a.Grid, u); err != nil {
			return err
		}
	}
	for _, k := range p.Cages {
		sum := 0
		for _, c := range k.Cells {
			sum += a.Grid[c[0]][c[1]]
		}
		if k.Sum != 0 && sum != k.Sum {
			return fmt.Errorf("%s adds up to %d", k.name(), sum)
		}
	}
	return nil
}

// checkShape checks the grid's size, its digits' range and the givens.
func (p *Puzzle) checkShape(g [][]int) error {
	if len(g) != p.N {
		return fmt.Errorf("the answer has %d rows, want %d", len(g), p.N)
	}
	for r, row := range g {
		if len(row) != p.N {
			return fmt.Errorf("answer row %d has %d cells, want %d", r+1, len(row), p.N)
		}
		for c, v := range row {
			switch {
			case v < 1 || v > p.N:
				return fmt.Errorf("%s holds %d, outside 1 to %d", cellName([2]int{r, c}), v, p.N)
			case p.Grid[r][c] != 0 && v != p.Grid[r][c]:
				return fmt.Errorf("%s holds %d but %d is given", cellName([2]int{r, c}), v, p.Grid[r][c])
			}
		}
	}
	return nil
}

// checkUnit checks that u's digits differ.
func checkUnit(g [][]int, u unit) error {
	at := map[int][2]int{}
	for _, c := range u.cells {
		v := g[c[0]][c[1]]
		if prev, dup := at[v]; dup {
			return fmt.Errorf("%d appears twice in %s, at %s and %s", v, u.name, cellName(prev), cellName(c))
		}
		at[v] = c
	}
	return nil
}

// Diff implements puzzles.Instance: the cells where two answers differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, okA := a.(*Answer)
	y, okB := b.(*Answer)
	if !okA || !okB || x == nil || y == nil || p.checkShape(x.Grid) != nil || p.checkShape(y.Grid) != nil {
		return nil
	}
	return puzzles.DiffGrids(x.Grid, y.Grid)
}
