package sudoku

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding: one variable per cell and candidate digit ("cell r,c holds
// d"). Givens are facts (sat.Model.Fact: a variable and a unit clause of
// their own, so that exports and figures show them). Candidates are the digits that no given sees (in the cell's row,
// column, region, diagonal or cage) and that some combination of its cage
// allows; given cells have no variables. Each open cell holds exactly one
// candidate; each row, column, region (and diagonal) holds each digit that
// no given there shows exactly once; each cage at most once.
//
// A killer cage's sum is encoded by its digit combinations: the sets of
// distinct candidate digits that make the sum left after its givens. One
// selector variable per combination, exactly one selected; a selected
// combination requires each of its digits somewhere in the cage and
// forbids the others. The rule of 45 adds cages of its own: in a row,
// column, region or diagonal, the cells outside the cages that lie wholly
// inside it hold distinct digits adding up to N(N+1)/2 minus those cages'
// sums. Cages with more than maxCombos combinations (only
// large cages of large boards) get a pseudo-boolean sum instead.
type encoding struct {
	p    *Puzzle
	lits [][][]sat.Lit // lits[r][c][d] for candidate d, 0 otherwise
	vars []sat.Lit     // ascending: made in order
	at   [][3]int      // at[k] is the row, column and digit of vars[k]
}

// maxCombos is the most combinations a cage is encoded by.
const maxCombos = 256

// Encode implements puzzles.Instance. An invalid shape is an error; givens
// that clash, a cell without candidates or a cage whose sum cannot be made
// with its givens is *puzzles.Impossible naming the cells.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	cand, combos, err := p.candidates()
	if err != nil {
		return nil, err
	}
	e := &encoding{p: p, lits: make([][][]sat.Lit, p.N)}
	for r := range e.lits {
		e.lits[r] = make([][]sat.Lit, p.N)
		for c := range e.lits[r] {
			e.lits[r][c] = make([]sat.Lit, p.N+1)
			if d := p.Grid[r][c]; d != 0 {
				m.Fact(fmt.Sprintf("r%dc%d=%d", r+1, c+1, d)) // shown in exports and figures only
				continue
			}
			var cell []sat.Lit
			for d := 1; d <= p.N; d++ {
				if cand[r][c]&bit(d) != 0 {
					l := m.NewVar(fmt.Sprintf("r%dc%d=%d", r+1, c+1, d))
					e.lits[r][c][d] = l
					cell = append(cell, l)
					e.at = append(e.at, [3]int{r, c, d})
				}
			}
			e.vars = append(e.vars, cell...)
			m.ExactlyOne(cell...)
		}
	}
	for _, u := range p.units() {
		if err := e.unit(m, u); err != nil {
			return nil, err
		}
	}
	for i, k := range p.sumCages() {
		e.cage(m, k, combos[i])
	}
	return e, nil
}

// unit requires each digit at most once in u, and exactly once when u is
// full and no given there shows it.
func (e *encoding) unit(m *sat.Model, u unit) error {
	given := 0
	for _, c := range u.cells {
		given |= bit(e.p.Grid[c[0]][c[1]])
	}
	for d := 1; d <= e.p.N; d++ {
		if given&bit(d) != 0 {
			continue
		}
		var ls []sat.Lit
		for _, c := range u.cells {
			if l := e.lits[c[0]][c[1]][d]; l != 0 {
				ls = append(ls, l)
			}
		}
		switch {
		case u.full && len(ls) == 0:
			return &puzzles.Impossible{Reason: fmt.Sprintf("%d has no place in %s", d, u.name), Cells: givenCells(e.p, u.cells)}
		case u.full:
			m.ExactlyOne(ls...)
		default:
			m.AtMostOne(ls...)
		}
	}
	return nil
}

// cage encodes a cage's sum by its combinations (digit sets for its open
// cells), or by a weighted sum when there are too many.
func (e *encoding) cage(m *sat.Model, k Cage, combos []int) {
	if k.Sum == 0 {
		return
	}
	open, left := e.openCells(k)
	if len(open) == 0 {
		return
	}
	if combos == nil {
		var terms []sat.Term
		for _, c := range open {
			for d := 1; d <= e.p.N; d++ {
				if l := e.lits[c[0]][c[1]][d]; l != 0 {
					terms = append(terms, sat.Term{Lit: l, Weight: d})
				}
			}
		}
		m.SumEq(terms, left)
		return
	}
	used := make([]sat.Lit, e.p.N+1)
	for d := 1; d <= e.p.N; d++ {
		var ls []sat.Lit
		for _, c := range open {
			if l := e.lits[c[0]][c[1]][d]; l != 0 {
				ls = append(ls, l)
			}
		}
		if len(ls) > 0 {
			used[d] = m.NewVar(fmt.Sprintf("cage%s uses %d", rc(k.Cells[0]), d))
			m.Or(used[d], ls...)
		}
	}
	if len(combos) == 1 {
		for d := 1; d <= e.p.N; d++ {
			if combos[0]&bit(d) != 0 {
				m.Unit(used[d])
			}
		}
		return
	}
	sel := make([]sat.Lit, len(combos))
	for j, set := range combos {
		sel[j] = m.NewVar(fmt.Sprintf("cage%s combo %d", rc(k.Cells[0]), j))
		for d := 1; d <= e.p.N; d++ {
			switch {
			case used[d] == 0:
			case set&bit(d) != 0:
				m.Implies(sel[j], used[d])
			default:
				m.Implies(sel[j], used[d].Not())
			}
		}
	}
	m.ExactlyOne(sel...)
}

// openCells returns a cage's empty cells and the sum they must make.
func (e *encoding) openCells(k Cage) (open [][2]int, left int) {
	left = k.Sum
	for _, c := range k.Cells {
		if v := e.p.Grid[c[0]][c[1]]; v != 0 {
			left -= v
		} else {
			open = append(open, c)
		}
	}
	return open, left
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	a := &Answer{Grid: cloneGrid(e.p.Grid)}
	for r, row := range e.lits {
		for c, ls := range row {
			for d, l := range ls {
				if l != 0 && s.Value(l) {
					a.Grid[r][c] = d
				}
			}
		}
	}
	return a
}

// Vars implements puzzles.Decoder: the cell-digit variables.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// DecodePartial implements puzzles.Decoder: a cell shows its digit
// when it is given or known to hold it, null otherwise.
func (e *encoding) DecodePartial(known func(sat.Lit) (bool, bool)) puzzles.Answer {
	a := &Partial{Grid: make([][]*int, e.p.N)}
	for r, row := range e.lits {
		a.Grid[r] = make([]*int, e.p.N)
		for c, ls := range row {
			if v := e.p.Grid[r][c]; v != 0 {
				a.Grid[r][c] = &v
				continue
			}
			for d, l := range ls {
				if l == 0 {
					continue
				}
				if v, ok := known(l); ok && v {
					a.Grid[r][c] = &d
				}
			}
		}
	}
	return a
}

// givenCells returns the cells among cells that hold givens.
func givenCells(p *Puzzle, cells [][2]int) [][2]int {
	var out [][2]int
	for _, c := range cells {
		if p.Grid[c[0]][c[1]] != 0 {
			out = append(out, c)
		}
	}
	return out
}

func bit(d int) int {
	if d == 0 {
		return 0
	}
	return 1 << d
}
