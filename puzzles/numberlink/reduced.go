package numberlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Reduced solutions, for proofs under the classic rule. A reduction turns
// a classic solution into another one that has fewer used cells, or as many
// with a lower sum of rows:
//
//   - a shortcut: two adjacent cells of one line that are not consecutive
//     on it (possible under touch only) are joined directly, and the cells
//     between them on the line are left empty;
//   - a detour cut: an empty cell d beside two cells x and y of one line
//     that are not two steps apart on it becomes the line's way from x to
//     y (x, d, y), and the cells between x and y are left empty. Taking x
//     and y as d's first and last neighbours along the line, d touches no
//     other cell of it afterwards, so this keeps notouch;
//   - a flip: a line turning at c (x, c, y) whose inside corner d is empty
//     goes x, d, y instead, when d lies a row above c. Where no detour cut
//     applies, d has no other neighbour on the line, so this keeps notouch.
//
// Each step lowers (used cells, sum of rows), so repeating them ends in a
// reduced solution: one to which none applies. A solution that uses every
// cell (a fill answer) has the most cells, so it is reached from no other
// solution: when the first answer uses every cell and another solution
// exists, a reduced one other than the first exists too. The search for a
// second answer may then keep only reduced solutions, which are far fewer.
// Counting beyond two answers may not (a third solution can reduce to the
// second).

// irreducible states that no reduction applies.
func (e *encoding) irreducible(m *sat.Model) {
	s := e.p.Size
	for _, d := range s.Cells() {
		if e.p.Label(d) != "" {
			continue
		}
		var around []sat.Lit // d is used iff one of its edges is
		var nbs []grid.Pos
		for _, dir := range grid.Dirs {
			if q := d.Add(dir.Delta()); s.In(q) {
				around = append(around, e.side(d, dir))
				nbs = append(nbs, q)
			}
		}
		for i, x := range nbs {
			for _, y := range nbs[i+1:] {
				e.noDetour(m, around, d, x, y)
			}
		}
	}
	// Flips to a cell a row above: a turn leaving by Up and a side.
	for _, c := range s.Cells() {
		if e.p.Label(c) != "" {
			continue
		}
		for _, t := range turns {
			if t[0] != grid.Up && t[1] != grid.Up {
				continue
			}
			a, b := t[0].Delta(), t[1].Delta()
			d := c.Add(grid.Delta{R: a.R + b.R, C: a.C + b.C})
			if !s.In(d) || e.p.Label(d) != "" {
				continue
			}
			cl := []sat.Lit{e.side(c, t[0]).Not(), e.side(c, t[1]).Not()}
			for _, dir := range grid.Dirs {
				cl = append(cl, e.side(d, dir))
			}
			m.Clause(cl...)
		}
	}
}

// noDetour states, for the empty cell d and two of its neighbours x and y,
// that x and y are not both on one line unless they are two steps apart on
// it (through the other corner of their square, when they are diagonal).
func (e *encoding) noDetour(m *sat.Model, around []sat.Lit, d, x, y grid.Pos) {
	vx, vy := e.p.Size.Index(x), e.p.Size.Index(y)
	var via [][]sat.Lit // ways x and y are two steps apart
	if x.R != y.R && x.C != y.C {
		c := grid.Pos{R: x.R + y.R - d.R, C: x.C + y.C - d.C}
		via = [][]sat.Lit{{e.edge(x, c)}, {e.edge(c, y)}}
	} else {
		via = [][]sat.Lit{nil}
	}
	for k := range e.labels {
		for _, v := range via {
			cl := append(append([]sat.Lit{e.colour[vx][k].Not(), e.colour[vy][k].Not()}, around...), v...)
			m.Clause(cl...)
		}
	}
}

// edge is the variable of the edge between adjacent cells a and b.
func (e *encoding) edge(a, b grid.Pos) sat.Lit {
	ed, ok := e.lines.G.Find(e.p.Size.Index(a), e.p.Size.Index(b))
	if !ok {
		return sat.False
	}
	return e.lines.Lits[ed]
}
