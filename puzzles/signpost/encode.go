package signpost

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding gives each cell an integer (sat.NewIntIn) over the numbers
// its domain allows (see domains), all different, so each number is in
// exactly one cell. A cell holding k < N has a cell on its arrow holding
// k+1, and a cell holding k > 1 is on the arrow of a cell holding k-1.
// A second layer has a variable per link the path may use (cell i to a
// cell j on its arrow), tied to the numbers both ways; every cell but the
// one holding N has exactly one outgoing link and every cell but the one
// holding 1 exactly one incoming link. Links are what a person reasons
// about ("only one arrow points here"), and they let the solver do so too.
type encoding struct {
	p    *Puzzle
	b    *board
	d    domains
	m    *sat.Model // while encoding
	nums []*sat.Int // the number of each cell
	vars []sat.Lit  // the one-hot literals that are not constants, then the facts in told
	told []sat.Lit  // told[i]: the fact of cell i's number when the domains fix it and it is not given, or 0
}

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	b := newBoard(p)
	d, err := newDomains(b)
	if err != nil {
		return nil, err
	}
	if imp := d.empty(b); imp != nil {
		return nil, imp
	}
	e := &encoding{p: p, b: b, d: d, m: m}
	e.encode()
	e.m = nil
	return e, nil
}

func (e *encoding) encode() {
	b := e.b
	e.nums = make([]*sat.Int, b.n)
	for i, pos := range b.cells {
		e.nums[i] = e.m.NewIntIn(pos.String(), e.d.values(i)...)
		e.vars = append(e.vars, sat.Free(e.nums[i].OneHot())...)
	}
	e.m.AllDifferent(e.nums...)
	for i := range b.cells {
		for _, k := range e.nums[i].Values() {
			e.neighbour(i, k, b.succ[i], k+1)
			e.neighbour(i, k, b.pred[i], k-1)
		}
	}
	e.links()
	e.facts()
}

// facts states each cell whose number the domains fixed as a unit clause
// on a variable of its own (sat.Model.Fact): inside the encoding such a
// cell's number is a constant, and without these the figures and exports
// of a puzzle decided before search would be empty. The facts of cells
// not given are answer variables too (as in Hidato): a partial answer
// shows such a number only when its fact is known, so that a hint
// reveals one, and a person enters it.
func (e *encoding) facts() {
	e.told = make([]sat.Lit, len(e.nums))
	for i, x := range e.nums {
		if v := x.Values(); len(v) == 1 {
			l := e.m.Fact(fmt.Sprintf("%s=%d", e.b.cells[i], v[0]))
			if e.p.given(e.b.cells[i]) == 0 {
				e.told[i] = l
				e.vars = append(e.vars, l)
			}
		}
	}
}

// neighbour states that cell i holding k has number j in one of cells
// (nothing when k is an end of the path).
func (e *encoding) neighbour(i, k int, cells []int32, j int) {
	if j < 1 || j > e.b.n {
		return
	}
	clause := []sat.Lit{e.nums[i].Eq(k).Not()}
	for _, c := range cells {
		clause = append(clause, e.nums[c].Eq(j))
	}
	e.m.Clause(clause...)
}

// links adds the link layer: a variable per pair (i, j), j on i's arrow,
// that may hold consecutive numbers, and the degrees.
func (e *encoding) links() {
	b := e.b
	in := make([][]sat.Lit, b.n)
	for i := range b.cells {
		var out []sat.Lit
		for _, j := range b.succ[i] {
			if l, ok := e.link(i, int(j)); ok {
				out = append(out, l)
				in[j] = append(in[j], l)
			}
		}
		e.m.ExactlyOne(append(out, e.nums[i].Eq(b.n))...)
	}
	for j := range b.cells {
		e.m.ExactlyOne(append(in[j], e.nums[j].Eq(1))...)
	}
}

// link makes the variable "the path goes from cell i to cell j" and ties
// it to their numbers; false when they cannot hold consecutive numbers.
func (e *encoding) link(i, j int) (sat.Lit, bool) {
	x, y := e.nums[i], e.nums[j]
	var pairs [][2]sat.Lit
	for _, k := range x.Values() {
		if y.Eq(k+1) != sat.False {
			pairs = append(pairs, [2]sat.Lit{x.Eq(k), y.Eq(k + 1)})
		}
	}
	if len(pairs) == 0 {
		return sat.False, false
	}
	l := sat.True
	if pairs[0][0] != sat.True || pairs[0][1] != sat.True {
		l = e.m.NewVar(fmt.Sprintf("link %s-%s", e.b.cells[i], e.b.cells[j]))
	}
	for _, k := range x.Values() {
		// link and i = k: j = k+1 (False when j cannot hold it).
		e.m.Clause(l.Not(), x.Eq(k).Not(), y.Eq(k+1))
	}
	for _, pr := range pairs {
		e.m.Clause(pr[0].Not(), pr[1].Not(), l)
	}
	return l, true
}

// Vars implements puzzles.Decoder: the one-hot literals of the cells'
// numbers that are not fixed, and the facts of the fixed numbers that are
// not given.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	a := puzzles.NewNumbers(e.p.Size())
	for i, pos := range e.b.cells {
		a.Grid[pos.R][pos.C] = e.nums[i].Value(s)
	}
	return a
}

// DecodePartial implements puzzles.Decoder: a cell's number when it is
// known, null otherwise.
func (e *encoding) DecodePartial(known func(sat.Lit) (bool, bool)) puzzles.Answer {
	a := puzzles.NewPartialNumbers(e.p.Size())
	for i, pos := range e.b.cells {
		vals := e.nums[i].Values()
		for x, l := range e.nums[i].OneHot() {
			if l == sat.True && e.told[i] != 0 {
				l = e.told[i]
			}
			if l == sat.True || l != sat.False && isTrue(known(l)) {
				a.Grid[pos.R][pos.C] = &vals[x]
			}
		}
	}
	return a
}

func isTrue(value, ok bool) bool { return ok && value }
