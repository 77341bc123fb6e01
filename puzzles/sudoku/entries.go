package sudoku

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: each cell with a digit (an Answer
// with 0 for unknown cells, or a Partial with null) is entered as holding
// it, Value the digit. A given's literal is sat.True when the entry
// agrees with it and sat.False when not; so is a digit the givens rule out.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	g, ok := answerDigits(a)
	if !ok {
		return nil, fmt.Errorf("the entries are not a sudoku grid (%T)", a)
	}
	n := e.p.N
	if len(g) != n {
		return nil, fmt.Errorf("the entries have %d rows, the board %d", len(g), n)
	}
	var out []puzzles.Entry
	for r, row := range g {
		if len(row) != n {
			return nil, fmt.Errorf("row %d of the entries has %d cells, the board %d", r+1, len(row), n)
		}
		for c, d := range row {
			switch {
			case d == 0:
				continue
			case d < 0 || d > n:
				return nil, fmt.Errorf("%s holds %d, outside 1 to %d", rc([2]int{r, c}), d, n)
			}
			l := sat.False
			switch {
			case e.p.Grid[r][c] != 0:
				l = sat.Const(e.p.Grid[r][c] == d)
			case e.lits[r][c][d] != 0:
				l = e.lits[r][c][d]
			}
			out = append(out, entry(r, c, d, l))
		}
	}
	return out, nil
}

var _ puzzles.LitEnterer = (*encoding)(nil)

// LitEntries implements puzzles.LitEnterer: a cell's digit variable,
// true, is the entry of that cell with that digit; false, no entry (a
// partial answer shows digits only).
func (e *encoding) LitEntries(l sat.Lit) []puzzles.Entry {
	k, found := slices.BinarySearch(e.vars, l)
	if !found {
		return nil
	}
	at := e.at[k]
	return []puzzles.Entry{entry(at[0], at[1], at[2], l)}
}

// entry is the entry of the cell at row r and column c holding d, with
// literal l.
func entry(r, c, d int, l sat.Lit) puzzles.Entry {
	return puzzles.Entry{Part: puzzles.Target{R: r, C: c}, Value: strconv.Itoa(d),
		Words: fmt.Sprintf("%s is %d", puzzles.CellWords(r, c), d), Lit: l}
}

// Givens reports that the givens are entries (learn.Givens): a given
// digit holds exactly when the entry of its cell with that digit does.
func (p *Puzzle) Givens() bool { return true }
