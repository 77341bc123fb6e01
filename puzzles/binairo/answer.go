package binairo

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Answer is a filled grid. Its JSON form is {"grid": ["0110...", ...]},
// one string per row, 1 black and 0 white (? for a cell not known, in
// partial answers).
type Answer = puzzles.Picture

// Check implements puzzles.Instance: the grid has the puzzle's size and
// keeps its givens; every row and column is half black, half white, with
// no three alike in a line; with Unique, no two rows and no two columns
// are the same.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "binairo")
	if err != nil {
		return err
	}
	rows, cols := p.Rows(), p.Cols()
	if len(a.Grid) != rows {
		return fmt.Errorf("the answer has %d rows, not %d", len(a.Grid), rows)
	}
	for r, line := range a.Grid {
		if len(line) != cols {
			return fmt.Errorf("row %d has %d cells, not %d", r+1, len(line), cols)
		}
		for c := range cols {
			switch v := line[c]; {
			case v != Black && v != White:
				return fmt.Errorf("cell %s is %q, not 0 or 1", rc(r, c), v)
			case p.Cells[r][c] != Empty && p.Cells[r][c] != v:
				return fmt.Errorf("cell %s is %c; the given is %c", rc(r, c), v, p.Cells[r][c])
			}
		}
	}
	columns := make([]string, cols)
	for c := range columns {
		var b strings.Builder
		for _, line := range a.Grid {
			b.WriteByte(line[c])
		}
		columns[c] = b.String()
	}
	if err := checkLines("row", a.Grid, p.Unique); err != nil {
		return err
	}
	return checkLines("column", columns, p.Unique)
}

// checkLines checks the balance, the runs and (if unique) the distinctness
// of the rows or the columns.
func checkLines(kind string, lines []string, unique bool) error {
	seen := map[string]int{}
	for i, line := range lines {
		if n := strings.Count(line, "1"); 2*n != len(line) {
			return fmt.Errorf("%s %d has %d black cells of %d", kind, i+1, n, len(line))
		}
		for k := 0; k+2 < len(line); k++ {
			if line[k] == line[k+1] && line[k] == line[k+2] {
				return fmt.Errorf("%s %d has three %s in a row from position %d", kind, i+1, colour(line[k]), k+1)
			}
		}
		if j, ok := seen[line]; ok && unique {
			return fmt.Errorf("%ss %d and %d are the same", kind, j+1, i+1)
		}
		seen[line] = i
	}
	return nil
}

func colour(v byte) string {
	if v == Black {
		return "black"
	}
	return "white"
}

// Diff implements puzzles.Instance: the cells where the two grids differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}
