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
// nor all white (two clauses). The unique rule is added lazily (Refine).
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
	return e, nil
}

// lines returns the rows, then the columns, as variables.
func (e *encoding) lines() [][]sat.Lit {
	var out [][]sat.Lit
	for _, cells := range e.lineCells() {
		line := make([]sat.Lit, len(cells))
		for k, i := range cells {
			line[k] = e.vars[i]
		}
		out = append(out, line)
	}
	return out
}

// lineCells returns the rows, then the columns, as row-major cell indices.
func (e *encoding) lineCells() [][]int {
	rows, cols := e.p.Rows(), e.p.Cols()
	var out [][]int
	for r := range rows {
		row := make([]int, cols)
		for c := range cols {
			row[c] = r*cols + c
		}
		out = append(out, row)
	}
	for c := range cols {
		col := make([]int, rows)
		for r := range rows {
			col[r] = r*cols + c
		}
		out = append(out, col)
	}
	return out
}

// The encoding adds its constraints lazily.
var _ puzzles.Refiner = (*encoding)(nil)

// Refine implements puzzles.Refiner: with the unique rule, for every two
// equal rows (or columns) of the model, a clause that forbids those two
// lines from both showing that pattern again. (Stating the rule up front
// takes a helper variable per position of every pair of lines; lazily,
// few clauses are ever needed.)
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	if !e.p.Unique {
		return nil
	}
	lines := e.lineCells()
	var out [][]sat.Lit
	seen := map[string]int{}
	for i, line := range lines {
		pattern := make([]byte, len(line))
		for k, cell := range line {
			pattern[k] = White
			if value(e.vars[cell]) {
				pattern[k] = Black
			}
		}
		key := strconv.FormatBool(i < e.p.Rows()) + string(pattern)
		j, dup := seen[key]
		if !dup {
			seen[key] = i
			continue
		}
		cl := make([]sat.Lit, 0, 2*len(line))
		for _, l := range [][]int{lines[j], line} {
			for k, cell := range l {
				x := e.vars[cell]
				if pattern[k] == Black {
					x = x.Not()
				}
				cl = append(cl, x)
			}
		}
		out = append(out, cl)
	}
	return out
}

// Vars implements puzzles.Decoder: the cell variables.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: cells not known are ?.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(e.vars, e.p.Cols(), known, Black, White)
}
