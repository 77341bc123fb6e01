package nonogram

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding maps the puzzle's cells to variables.
type encoding struct {
	p     *Puzzle
	cells [][]sat.Lit // cells[r][c] is true when the cell is filled
}

// Encode implements puzzles.Instance: one variable per cell, and for every
// line with a clue the automaton that reads the line's cells and accepts
// exactly the patterns of the clue (see the package documentation).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if rows, cols, ok := p.totals(); ok && rows != cols {
		return nil, &puzzles.Impossible{Reason: fmt.Sprintf("the row clues fill %d cells, the column clues %d", rows, cols)}
	}
	e := &encoding{p: p, cells: make([][]sat.Lit, len(p.Rows))}
	for r := range e.cells {
		e.cells[r] = m.NewVars(fmt.Sprintf("fill.r%d", r), len(p.Cols))
	}
	for r, c := range p.Rows {
		if c != nil {
			lineAutomaton(m, c, e.cells[r], fmt.Sprintf("row%d", r))
		}
	}
	for col, c := range p.Cols {
		if c == nil {
			continue
		}
		xs := make([]sat.Lit, len(p.Rows))
		for r := range xs {
			xs[r] = e.cells[r][col]
		}
		lineAutomaton(m, c, xs, fmt.Sprintf("col%d", col))
	}
	return e, nil
}

// totals sums the row clues and the column clues; ok is false when some
// clue is unknown.
func (p *Puzzle) totals() (rows, cols int, ok bool) {
	for _, c := range p.Rows {
		if c == nil {
			return 0, 0, false
		}
		rows += sum(c)
	}
	for _, c := range p.Cols {
		if c == nil {
			return 0, 0, false
		}
		cols += sum(c)
	}
	return rows, cols, true
}

func sum(c []int) int {
	s := 0
	for _, n := range c {
		s += n
	}
	return s
}

// automaton is the deterministic automaton of a clue: the pattern of each
// block's ones followed by one zero; state q has read q symbols of it.
// State 0 and the states after a zero loop on further zeros.
type automaton struct {
	pattern []bool
}

func newAutomaton(clue []int) automaton {
	var a automaton
	for _, n := range clue {
		for range n {
			a.pattern = append(a.pattern, true)
		}
		a.pattern = append(a.pattern, false)
	}
	return a
}

// last is the final state.
func (a automaton) last() int { return len(a.pattern) }

// loops reports whether state q stays put on a zero.
func (a automaton) loops(q int) bool { return q == 0 || !a.pattern[q-1] }

// next is the state after reading x in state q, or -1 when the clue
// forbids x there.
func (a automaton) next(q int, x bool) int {
	switch {
	case q < a.last() && a.pattern[q] == x:
		return q + 1
	case !x && a.loops(q):
		return q
	}
	return -1
}

// symbol is what was read on entering state q > 0.
func (a automaton) symbol(q int) bool { return a.pattern[q-1] }

// live marks, for each position 0..n, the states reachable from the start
// that can still reach acceptance (the last state, or the one before it,
// whose final zero may be the line's end) by position n.
func (a automaton) live(n int) [][]bool {
	states := a.last() + 1
	fw := make([][]bool, n+1)
	bw := make([][]bool, n+1)
	for i := range fw {
		fw[i], bw[i] = make([]bool, states), make([]bool, states)
	}
	fw[0][0] = true
	for i := 0; i < n; i++ {
		for q := range states {
			if fw[i][q] {
				for _, x := range []bool{false, true} {
					if q2 := a.next(q, x); q2 >= 0 {
						fw[i+1][q2] = true
					}
				}
			}
		}
	}
	bw[n][a.last()] = true
	if a.last() > 0 {
		bw[n][a.last()-1] = true
	}
	for i := n - 1; i >= 0; i-- {
		for q := range states {
			for _, x := range []bool{false, true} {
				if q2 := a.next(q, x); q2 >= 0 && bw[i+1][q2] {
					bw[i][q] = true
				}
			}
		}
	}
	for i := range fw {
		for q := range fw[i] {
			fw[i][q] = fw[i][q] && bw[i][q]
		}
	}
	return fw
}

// lineAutomaton requires the cells xs to spell a pattern of clue. State
// variable s[i][q] means "after the first i cells the automaton is in
// state q"; only live states get one. Forward clauses follow the
// transitions (a dead transition forbids the cell value), backward
// clauses require a predecessor and fix the cell that entered the state.
func lineAutomaton(m *sat.Model, clue []int, xs []sat.Lit, name string) {
	if len(clue) == 0 {
		for _, x := range xs {
			m.Unit(x.Not())
		}
		return
	}
	a := newAutomaton(clue)
	n := len(xs)
	live := a.live(n)
	s := make([][]sat.Lit, n+1)
	for i := range s {
		s[i] = make([]sat.Lit, a.last()+1)
		for q, ok := range live[i] {
			if ok && i > 0 {
				s[i][q] = m.NewVar(name + ".s" + strconv.Itoa(i) + "." + strconv.Itoa(q))
			}
		}
	}
	for i := 0; i < n; i++ {
		for q, v := range s[i] {
			if v == 0 && (i > 0 || q > 0) {
				continue
			}
			var succ []sat.Lit
			if i > 0 {
				succ = append(succ, v.Not())
			}
			for _, x := range []bool{false, true} {
				if q2 := a.next(q, x); q2 >= 0 && s[i+1][q2] != 0 {
					succ = append(succ, s[i+1][q2])
				}
			}
			m.Clause(succ...)
		}
	}
	for i := 1; i <= n; i++ {
		filled, empty := []sat.Lit{xs[i-1].Not()}, []sat.Lit{xs[i-1]}
		for q, v := range s[i] {
			switch {
			case v == 0:
			case q > 0 && a.symbol(q):
				filled = append(filled, v)
			default:
				empty = append(empty, v)
			}
		}
		m.Clause(filled...)
		m.Clause(empty...)
		for q, v := range s[i] {
			if v == 0 {
				continue
			}
			enter := false
			if q > 0 {
				enter = a.symbol(q)
			}
			m.Implies(v, cellLit(xs[i-1], enter))
			if i == 1 {
				continue // the start state is the only state at 0
			}
			preds := []sat.Lit{v.Not()}
			if q > 0 && s[i-1][q-1] != 0 {
				preds = append(preds, s[i-1][q-1])
			}
			if a.loops(q) && s[i-1][q] != 0 {
				preds = append(preds, s[i-1][q])
			}
			m.Clause(preds...)
		}
	}
}

// cellLit is x when filled is true and not x otherwise.
func cellLit(x sat.Lit, filled bool) sat.Lit {
	if filled {
		return x
	}
	return x.Not()
}

// Vars implements puzzles.Decoder: the cells.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for _, row := range e.cells {
		out = append(out, row...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: unknown cells are '?'.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(slices.Concat(e.cells...), len(e.cells[0]), known, Filled, Empty)
}
