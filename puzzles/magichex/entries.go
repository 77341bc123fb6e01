package magichex

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: each cell of a (an Answer, or a
// Partial with null for the cells not entered) with a number is entered
// as holding it; a cell's part is {R: row, C: index in the row}. A
// given's literal is sat.True when the entry agrees with it and
// sat.False when not; a number outside the values is sat.False.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	rows, ok := cellsOf(a)
	if !ok {
		return nil, fmt.Errorf("the entries are not a magic hexagon (%T)", a)
	}
	if len(rows) != len(e.b.rows) {
		return nil, fmt.Errorf("the entries have %d rows, the hexagon %d", len(rows), len(e.b.rows))
	}
	var out []puzzles.Entry
	for r, row := range rows {
		if len(row) != len(e.b.rows[r]) {
			return nil, fmt.Errorf("row %d of the entries has %d cells, the hexagon %d", r+1, len(row), len(e.b.rows[r]))
		}
		for i, v := range row {
			if v != nil {
				c := e.b.rows[r][i]
				out = append(out, puzzles.Entry{Part: puzzles.Target{R: r, C: i}, Value: fmt.Sprint(*v),
					Words: fmt.Sprintf("Row %d, cell %d is %d", r+1, i+1, *v), Lit: e.entryLit(c, *v)})
			}
		}
	}
	return out, nil
}

// entryLit is the literal "answer cell c holds v".
func (e *encoding) entryLit(c, v int) sat.Lit {
	if g, ok := e.p.Givens[c]; ok {
		return sat.Const(g == v)
	}
	if v < e.p.Lo || v > e.p.Hi {
		return sat.False
	}
	return e.y[c][v-e.p.Lo]
}

// cellsOf returns the cells of a full or partial answer, row by row (nil
// where unknown), and false when a is neither.
func cellsOf(a puzzles.Answer) ([][]*int, bool) {
	return puzzles.FullOrPartial(a, allKnown, func(x *Partial) [][]*int { return x.Rows })
}

// allKnown is a complete answer's cells, all known.
func allKnown(a *Answer) [][]*int {
	var rows [][]*int
	for _, row := range a.Rows {
		var out []*int
		for i := range row {
			out = append(out, &row[i])
		}
		rows = append(rows, out)
	}
	return rows
}
