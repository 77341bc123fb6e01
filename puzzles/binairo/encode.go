package binairo

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding maps cells to their variables (true: black).
type encoding struct {
	p    *Puzzle
	vars []sat.Lit // row-major
}

// Encode implements puzzles.Instance: a variable per cell, true for black.
// Givens are units; every row and column has exactly half its cells black
// (sat.Model.Exactly); every three cells in a line are neither all black
// nor all white (two clauses). With Unique, every two rows (and every two
// columns) differ somewhere: a helper variable per position implies that
// the two cells there differ, and one of the helpers is true.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	rows, cols := p.Rows(), p.Cols()
	e := &encoding{p: p, vars: make([]sat.Lit, rows*cols)}
	for r, row := range p.Cells {
		for c, v := range row {
			x := m.NewVar("black " + strconv.Itoa(r) + "," + strconv.Itoa(c))
			e.vars[r*cols+c] = x
			switch v {
			case Black:
				m.Unit(x)
			case White:
				m.Unit(x.Not())
			}
		}
	}
	lines := e.lines()
	for _, line := range lines {
		m.Exactly(len(line)/2, line...)
		for i := 0; i+2 < len(line); i++ {
			m.Clause(line[i], line[i+1], line[i+2])
			m.Clause(line[i].Not(), line[i+1].Not(), line[i+2].Not())
		}
	}
	if p.Unique {
		distinct(m, lines[:rows])
		distinct(m, lines[rows:])
	}
	return e, nil
}

// lines returns the rows, then the columns, as variables.
func (e *encoding) lines() [][]sat.Lit {
	rows, cols := e.p.Rows(), e.p.Cols()
	var out [][]sat.Lit
	for r := range rows {
		out = append(out, e.vars[r*cols:r*cols+cols])
	}
	for c := range cols {
		col := make([]sat.Lit, rows)
		for r := range rows {
			col[r] = e.vars[r*cols+c]
		}
		out = append(out, col)
	}
	return out
}

// distinct requires every two of the lines to differ in some position.
func distinct(m *sat.Model, lines [][]sat.Lit) {
	for i := range lines {
		for j := i + 1; j < len(lines); j++ {
			some := make([]sat.Lit, len(lines[i]))
			for k, a := range lines[i] {
				b := lines[j][k]
				d := m.NewVar("differ " + strconv.Itoa(i) + "," + strconv.Itoa(j) + "@" + strconv.Itoa(k))
				m.Clause(d.Not(), a, b)
				m.Clause(d.Not(), a.Not(), b.Not())
				some[k] = d
			}
			m.Clause(some...)
		}
	}
}

// Vars implements puzzles.Decoder: the cell variables.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), true })
}

// DecodePartial implements puzzles.PartialDecoder: cells not known are ?.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	cols := e.p.Cols()
	a := &Answer{Grid: make([]string, e.p.Rows())}
	row := make([]byte, cols)
	for r := range a.Grid {
		for c := range cols {
			value, ok := known(e.vars[r*cols+c])
			switch {
			case !ok:
				row[c] = '?'
			case value:
				row[c] = Black
			default:
				row[c] = White
			}
		}
		a.Grid[r] = string(row)
	}
	return a
}
