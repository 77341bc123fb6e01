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

// impossibleTurns forbids, under fill and notouch, every turn at an empty
// cell whose inside diagonal leaves the board before meeting an endpoint.
func (e *encoding) impossibleTurns(m *sat.Model) {
	if e.p.Rule != Fill || !e.p.NoTouch {
		return
	}
	for _, pos := range e.p.Size.Cells() {
		if e.p.Label(pos) != "" {
			continue
		}
		for _, t := range turns {
			if !e.endpointBeyond(pos, t) {
				m.Clause(e.side(pos, t[0]).Not(), e.side(pos, t[1]).Not())
			}
		}
	}
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
