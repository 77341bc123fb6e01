package hidato

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding is one-hot by position: a variable "k at cell c" for every
// number k and every open cell c that may hold it. Each number is in
// exactly one cell, each cell holds exactly one number, and a cell holding
// k has a neighbour (one move away) holding k+1 and one holding k-1. A
// second layer has a variable per move the path may use, tied to the
// numbers, with degree constraints (the path enters and leaves every cell
// but its two ends): the solver then reasons about moves as well as
// numbers, which matters when clues are few.
//
// Before any variable is made, plain Go narrows the cells each number may
// take (see domains): at most d moves from a given number d away, on the
// right colour when every move changes colour (the knight), with
// neighbours that may hold the numbers before and after it, and singles
// (a number with one cell left, a cell with one number left) fixed. Fixed
// pairs are constants inside the encoding; each is also stated as a fact
// (a variable with a unit clause, see sat.Model.Fact) of its own, so that
// exports and figures show what pruning decided, even when it decides the
// whole puzzle (as for the seed's knight's tour). The facts of numbers
// that are not given are answer variables too (Vars), and a partial
// answer shows such a number only when its fact is known: a hint can then
// reveal one number that pruning decided, not all of them at once.
// Reasons found
// on the way (given numbers too far apart, open cells not joined, colours
// that cannot alternate) are reported as *puzzles.Impossible.
type encoding struct {
	p     *Puzzle
	b     *board
	d     *domains
	m     *sat.Model  // while encoding
	lits  [][]sat.Lit // lits[k][i]: number k in cell d.cells[k][i]; sat.False when ruled out, sat.True when fixed
	vars  []sat.Lit   // the variables of the non-fixed pairs, then the facts in told
	fixed []int       // fixed[c]: the number fixed in cell c, or 0
	told  []sat.Lit   // told[c]: the fact of the number fixed in cell c when not given, or 0
}

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e, err := p.prepare()
	if err != nil {
		return nil, err
	}
	e.encode(m)
	return e, nil
}

// prepare checks the puzzle and computes the domains.
func (p *Puzzle) prepare() (*encoding, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	b := newBoard(p)
	if imp := b.impossible(); imp != nil {
		return nil, imp
	}
	d, err := newDomains(b)
	if err != nil {
		return nil, err
	}
	if imp := d.empty(b); imp != nil {
		return nil, imp
	}
	e := &encoding{p: p, b: b, d: d, fixed: make([]int, len(b.cells))}
	for k := 1; k < len(d.cells); k++ {
		if c, ok := d.only(k); ok {
			e.fixed[c] = k
		}
	}
	return e, nil
}

func (e *encoding) encode(m *sat.Model) {
	e.m = m
	defer func() { e.m = nil }()
	n := len(e.b.cells)
	e.lits = make([][]sat.Lit, n+1)
	byCell := make([][]sat.Lit, n)
	for k := 1; k <= n; k++ {
		e.lits[k] = make([]sat.Lit, len(e.d.cells[k]))
		var here []sat.Lit
		for i, c := range e.d.cells[k] {
			if !e.d.alive[k][i] {
				e.lits[k][i] = sat.False
				continue
			}
			l := sat.True
			if e.fixed[c] != k {
				l = e.m.NewVar(fmt.Sprintf("%d at %s", k, e.b.cells[c]))
				e.vars = append(e.vars, l)
			}
			e.lits[k][i] = l
			here = append(here, l)
			byCell[c] = append(byCell[c], l)
		}
		e.m.ExactlyOne(here...)
	}
	for _, ls := range byCell {
		e.m.ExactlyOne(ls...)
	}
	for k := 1; k <= n; k++ {
		for i, c := range e.d.cells[k] {
			if l := e.lits[k][i]; l != sat.False {
				e.step(l, k, c, 1)
				e.step(l, k, c, -1)
			}
		}
	}
	if n > 2 {
		e.moves()
	}
	e.facts()
}

// facts states each fixed pair as a unit clause on a variable of its own,
// and makes those of numbers not given answer variables.
func (e *encoding) facts() {
	e.told = make([]sat.Lit, len(e.fixed))
	for c, k := range e.fixed {
		if k == 0 {
			continue
		}
		l := e.m.Fact(fmt.Sprintf("%d at %s", k, e.b.cells[c]))
		if !e.b.given[c] {
			e.told[c] = l
			e.vars = append(e.vars, l)
		}
	}
}

// lit returns the literal "k at cell c": sat.False when c cannot hold k.
func (e *encoding) lit(k int, c int32) sat.Lit {
	if x := e.d.find(k, c); x >= 0 {
		return e.lits[k][x]
	}
	return sat.False
}

// step states that number k in cell c has the number step away in a
// neighbouring cell.
func (e *encoding) step(l sat.Lit, k int, c int32, step int) {
	j, ok := wrap(k, step, len(e.b.cells), e.p.Closed)
	if !ok {
		return
	}
	clause := []sat.Lit{-l}
	for _, nb := range e.b.nbr[c] {
		clause = append(clause, e.lit(j, nb))
	}
	e.m.Clause(clause...)
}

// moves adds a variable per pair of neighbouring cells that may hold
// consecutive numbers ("the path uses this move"), tied to the numbers,
// and the degree of every cell.
func (e *encoding) moves() {
	n := len(e.b.cells)
	used := map[[2]int32]sat.Lit{}
	inc := make([][]sat.Lit, n)
	move := func(c, d int32) sat.Lit {
		key := [2]int32{min(c, d), max(c, d)}
		u, ok := used[key]
		if !ok {
			u = e.moveVar(key[0], key[1])
			used[key] = u
			inc[c], inc[d] = append(inc[c], u), append(inc[d], u)
		}
		return u
	}
	for k := 1; k <= n; k++ {
		next, ok := wrap(k, 1, n, e.p.Closed)
		for i, c := range e.d.cells[k] {
			l := e.lits[k][i]
			if l == sat.False || !ok {
				continue
			}
			for _, d := range e.b.nbr[c] {
				if l2 := e.lit(next, d); l2 != sat.False {
					e.m.Clause(-l, -l2, move(c, d))
				}
			}
		}
	}
	for k := 1; k <= n; k++ {
		for i, c := range e.d.cells[k] {
			if l := e.lits[k][i]; l != sat.False {
				e.moveEnds(l, k, c, used)
			}
		}
	}
	for c := range inc {
		e.degree(int32(c), inc[c])
	}
}

// moveVar makes the variable of the move between cells c and d; a move
// between two fixed consecutive numbers is known.
func (e *encoding) moveVar(c, d int32) sat.Lit {
	if e.consecutive(e.fixed[c], e.fixed[d]) {
		return sat.True
	}
	return e.m.NewVar(fmt.Sprintf("move %s-%s", e.b.cells[c], e.b.cells[d]))
}

// consecutive reports whether numbers a and b (0: unknown) follow each other on the path.
func (e *encoding) consecutive(a, b int) bool {
	n := len(e.b.cells)
	if a == 0 || b == 0 {
		return false
	}
	if a-b == 1 || b-a == 1 {
		return true
	}
	return e.p.Closed && n > 2 && (a == 1 && b == n || a == n && b == 1)
}

// moveEnds states that a move used at cell c holding k leads to k-1 or k+1.
func (e *encoding) moveEnds(l sat.Lit, k int, c int32, used map[[2]int32]sat.Lit) {
	n := len(e.b.cells)
	for _, d := range e.b.nbr[c] {
		u, ok := used[[2]int32{min(c, d), max(c, d)}]
		if !ok {
			continue
		}
		clause := []sat.Lit{-u, -l}
		for _, step := range []int{-1, 1} {
			if j, ok := wrap(k, step, n, e.p.Closed); ok {
				clause = append(clause, e.lit(j, d))
			}
		}
		e.m.Clause(clause...)
	}
}

// degree states that the path uses two of cell c's moves, or one when c
// holds 1 or N of an open path.
func (e *encoding) degree(c int32, inc []sat.Lit) {
	var free, ends []sat.Lit
	want := 2
	for _, u := range inc {
		if u == sat.True {
			want--
		} else {
			free = append(free, u)
		}
	}
	if !e.p.Closed {
		for _, k := range []int{1, len(e.b.cells)} {
			switch l := e.lit(k, c); l {
			case sat.True:
				want, ends = want-1, nil
			case sat.False:
			default:
				ends = append(ends, l)
			}
		}
	}
	if want <= 0 {
		for _, u := range free {
			e.m.Clause(-u) // not reached after pruning: a cell with both moves fixed is fixed
		}
		return
	}
	// At most want, or want-1 at an end; at least want, or want-1 at an end.
	e.m.AtMost(want, free...)
	for _, end := range ends {
		e.m.AtMostIf(want-1, free, end)
	}
	e.m.AtLeastIf(want, free, negate(ends)...)
	if want == 2 {
		e.m.Clause(free...)
	}
}

func negate(lits []sat.Lit) []sat.Lit {
	out := make([]sat.Lit, len(lits))
	for i, l := range lits {
		out[i] = -l
	}
	return out
}

// Vars implements puzzles.Decoder: the variables of the (number, cell)
// pairs that are not fixed, and the facts of the fixed numbers that are
// not given.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.decode(func(l sat.Lit) bool { return s.Value(l) })
}

func (e *encoding) decode(holds func(sat.Lit) bool) *Answer {
	a := e.p.emptyAnswer()
	for k := 1; k < len(e.lits); k++ {
		for i, l := range e.lits[k] {
			c := e.d.cells[k][i]
			if l == sat.True {
				l = e.told[c] // a given number (0) is always known
			}
			if l == 0 || l != sat.False && holds(l) {
				pos := e.b.cells[c]
				a.Grid[pos.R][pos.C] = k
			}
		}
	}
	return a
}

// DecodePartial implements puzzles.Decoder: a cell shows its number
// when that number is known to be there, null otherwise.
func (e *encoding) DecodePartial(known func(sat.Lit) (bool, bool)) puzzles.Answer {
	full := e.decode(func(l sat.Lit) bool {
		v, ok := known(l)
		return ok && v
	})
	a := puzzles.NewPartialNumbers(e.p.Size())
	for r, row := range full.Grid {
		for c, v := range row {
			if v > 0 || e.p.Cells[r][c] == Blocked {
				a.Grid[r][c] = &row[c]
			}
		}
	}
	return a
}

// solutionClause returns a clause that every solution other than a obeys.
func (e *encoding) solutionClause(a *Answer) []sat.Lit {
	var out []sat.Lit
	for k := 1; k < len(e.lits); k++ {
		for i, l := range e.lits[k] {
			pos := e.b.cells[e.d.cells[k][i]]
			if !l.IsConst() && a.Grid[pos.R][pos.C] == k {
				out = append(out, -l)
			}
		}
	}
	return out
}
