package towers

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a height 1 to N per cell, the
// givens fixed, each height once per row and column, and each clue seeing
// exactly its number of towers.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := cellgrid.NewNumberVars(m, p.Grid, 1, p.Most())
	d.Latin(m, p.Grid)
	for _, l := range p.Lines() {
		seen(m, d.Of(l.Cells), l.Clue)
	}
	return d, nil
}

// seen states that exactly k of the towers xs, listed from the clue,
// are seen: taller than every tower before them. The i-th tower is at
// most N-k+1+i (the k-1 towers seen before the tallest stand before
// it). The order literals "some tower before i is at least v" are
// chained along the line; tower i is seen exactly when it is above every
// v reached before it (clauses on its own order literals), and a tower
// seen at i is at least i+1. A clue 1 or N needs only the heights it
// forces.
func seen(m *sat.Model, xs []*sat.Int, k int) {
	n := len(xs)
	for i := 0; i < k-1; i++ {
		m.Unit(xs[i].LE(n - k + 1 + i))
	}
	switch k {
	case 1: // the tallest stands first
		m.Unit(xs[0].Eq(n))
		return
	case n: // every tower is seen: 1, 2, ..., N (the bounds above)
		return
	}
	before := make([]sat.Lit, n+1) // before[v]: a tower before i is at least v
	for v := 1; v <= n; v++ {
		before[v] = xs[0].GE(v)
	}
	var shown []sat.Lit
	for i := 1; i < n; i++ {
		s := m.NewVar(fmt.Sprintf("seen%d", i))
		for v := 1; v <= n; v++ {
			m.Clause(s.Not(), before[v].Not(), xs[i].GT(v)) // seen: taller than what stands before
			m.Clause(s, before[v], xs[i].LT(v))             // unseen: shorter than what stands before
		}
		m.Implies(s, xs[i].GE(i+1)) // i shorter towers stand before it
		shown = append(shown, s)
		if i < n-1 {
			for v := 2; v <= n; v++ {
				b := m.NewVar(fmt.Sprintf("before%d>=%d", i+1, v))
				m.Or(b, before[v], xs[i].GE(v))
				before[v] = b
			}
		}
	}
	m.Exactly(k-1, shown...)
}

// Check implements puzzles.Instance: a height 1 to N in every cell, the
// givens kept, no height twice in a row or column, and every clue sees
// its number of towers.
func (p *Puzzle) Check(a puzzles.Answer) error {
	g, err := p.CheckNumbers(a, 1, p.Most(), true)
	if err != nil {
		return err
	}
	for _, l := range p.Lines() {
		if n := visible(g, l.Cells); n != l.Clue {
			return fmt.Errorf("the %d %s sees %d towers", l.Clue, l.Where(), n)
		}
	}
	return nil
}

// visible counts the towers of the line that are taller than all before.
func visible(g [][]int, line []grid.Pos) int {
	n, top := 0, 0
	for _, pos := range line {
		if h := g[pos.R][pos.C]; h > top {
			n, top = n+1, h
		}
	}
	return n
}

// Draw implements puzzles.Instance: the clues around the board, the given
// towers in bold and an answer's heights in the other cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(cellgrid.DrawNumbers(ans, func(pos grid.Pos) bool { return p.At(pos) != Blank }))
}

// Diff implements puzzles.Instance: the cells whose heights differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return cellgrid.DiffNumbers(x, y)
}
