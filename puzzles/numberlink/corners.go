package numberlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Under fill and notouch a turn needs an endpoint inside it. Let cell c
// turn, its line leaving by directions a and b (say right and down), and
// let d be the cell beyond the turn's inside corner (c+a+b). d touches the
// line twice (at c+a and c+b), so under notouch it is on another line and
// joined to neither; under fill it then has degree 2 through its other two
// sides, which are a and b again: d turns the same way, unless it is an
// endpoint (degree 1). So the cells c+k(a+b) are nested turns until one is
// an endpoint, and a turn whose diagonal leaves the board first is
// impossible. The solver would find this by propagation chain by chain
// after choosing a turn; stated up front as two-literal clauses it prunes
// most turns of a large board before search.

// turns are the four turns, as the two directions their line leaves by.
var turns = [4][2]grid.Dir{
	{grid.Right, grid.Down},
	{grid.Down, grid.Left},
	{grid.Left, grid.Up},
	{grid.Up, grid.Right},
}

// The same holds in the reduced solutions of the classic rule (reduced.go)
// for the turns that leave upwards: there d is a row above c, so it is not
// empty (no flip applies), and the rest of the argument holds with "on
// another line" in place of "used".
//
// Under notouch (either rule) d is never joined to c+a or c+b: it would
// then be on the line and touch it at the other one without an edge (or
// close a 2x2 loop). Stated as clauses, unit propagation follows the chain
// of nested turns that the solver would otherwise find by case splits over
// d's label.

// impossibleTurns forbids, where the argument above holds, every turn at
// an empty cell whose inside diagonal leaves the board before meeting an
// endpoint, and under notouch keeps each turn's inside corner off its line.
func (e *encoding) impossibleTurns(m *sat.Model) {
	if !e.noTouch() {
		return
	}
	for _, pos := range e.p.Size.Cells() {
		if e.p.Label(pos) != "" {
			continue
		}
		for _, t := range turns {
			turn := []sat.Lit{e.side(pos, t[0]).Not(), e.side(pos, t[1]).Not()}
			if e.nested(t) && !e.endpointBeyond(pos, t) {
				m.Clause(turn...)
				continue
			}
			a, b := t[0].Delta(), t[1].Delta()
			d := pos.Add(grid.Delta{R: a.R + b.R, C: a.C + b.C})
			if e.p.Size.In(d) {
				m.Clause(append(turn, e.side(d, t[0].Opposite()).Not())...)
				m.Clause(append(turn, e.side(d, t[1].Opposite()).Not())...)
			}
		}
	}
}

// nested reports whether a turn t's inside corner must be a turn the same
// way or an endpoint: under fill and notouch, and for the upward turns in
// the reduced classic solutions.
func (e *encoding) nested(t [2]grid.Dir) bool {
	if e.p.Rule == Fill {
		return e.p.NoTouch
	}
	return e.reduced && (t[0] == grid.Up || t[1] == grid.Up)
}

// endpointBeyond reports whether the diagonal from pos through the inside
// of turn t meets an endpoint before leaving the board.
func (e *encoding) endpointBeyond(pos grid.Pos, t [2]grid.Dir) bool {
	a, b := t[0].Delta(), t[1].Delta()
	step := grid.Delta{R: a.R + b.R, C: a.C + b.C}
	for q := pos.Add(step); e.p.Size.In(q); q = q.Add(step) {
		if e.p.Label(q) != "" {
			return true
		}
	}
	return false
}

// side is the edge variable of pos's side in direction d (False off the board).
func (e *encoding) side(pos grid.Pos, d grid.Dir) sat.Lit {
	q := pos.Add(d.Delta())
	if !e.p.Size.In(q) {
		return sat.False
	}
	ed, ok := e.lines.G.Find(e.p.Size.Index(pos), e.p.Size.Index(q))
	if !ok {
		return sat.False
	}
	return e.lines.Lits[ed]
}
