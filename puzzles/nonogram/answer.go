package nonogram

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Cell characters of an answer's grid.
const (
	Filled = '#'
	Empty  = '.'
	Unsure = '?' // partial answers only: not known
)

// Answer is a filled grid. Its JSON form is {"grid": ["##..#", ...]}: one
// string per row, '#' for a filled cell and '.' for an empty one.
type Answer = puzzles.Picture

// Runs returns the lengths of the blocks of true values in line.
func Runs(line []bool) []int {
	out := []int{}
	n := 0
	for _, v := range append(slices.Clone(line), false) {
		switch {
		case v:
			n++
		case n > 0:
			out = append(out, n)
			n = 0
		}
	}
	return out
}

// Check implements puzzles.Instance: the grid has the puzzle's size, holds
// only '#' and '.', and every row and column with a clue shows exactly its
// blocks in order.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "nonogram")
	if err != nil {
		return err
	}
	if len(a.Grid) != len(p.Rows) {
		return fmt.Errorf("the grid has %d rows, the puzzle %d", len(a.Grid), len(p.Rows))
	}
	for r, row := range a.Grid {
		if len(row) != len(p.Cols) {
			return fmt.Errorf("row %d has %d cells, the puzzle %d columns", r, len(row), len(p.Cols))
		}
		if i := strings.IndexFunc(row, func(ch rune) bool { return ch != Filled && ch != Empty }); i >= 0 {
			return fmt.Errorf("cell %d,%d is %q, not '#' or '.'", r, i, row[i])
		}
	}
	if err := checkLines("row", p.Rows, len(p.Cols), func(r, c int) bool { return a.Grid[r][c] == Filled }); err != nil {
		return err
	}
	return checkLines("column", p.Cols, len(p.Rows), func(c, r int) bool { return a.Grid[r][c] == Filled })
}

// checkLines checks that each line (a row or a column, as kind says) shows
// its clue: filled(l, i) reports whether cell i of line l is filled, and a
// nil clue is unknown.
func checkLines(kind string, clues [][]int, n int, filled func(l, i int) bool) error {
	for l, c := range clues {
		line := make([]bool, n)
		for i := range line {
			line[i] = filled(l, i)
		}
		if got := Runs(line); c != nil && !slices.Equal(got, c) {
			return fmt.Errorf("%s %d shows %s, its clue is %s", kind, l, clueText(got), clueText(c))
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells filled in one answer and
// not in the other.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}
