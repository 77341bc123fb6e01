package unequal

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a digit 1 to N per cell, the
// givens fixed, each digit once per row and column, each sign's two
// digits in its order, and in Adjacent mode two digits differing by 1
// exactly where a bar stands between them.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	n := p.Size().Rows
	d := cellgrid.NewNumberVars(m, p.Grid, 1, n)
	d.Latin(m, p.Grid)
	for _, s := range p.All() {
		a, b := d.At(s.A), d.At(s.B)
		switch {
		case s.V == Less:
			m.Less(a, b)
		case s.V == Greater:
			m.Less(b, a)
		case p.Adjacent():
			for v := 1; v <= n; v++ {
				if s.V == Bar { // a = v means b = v±1, and b = v means a = v±1
					m.Clause(a.Eq(v).Not(), b.Eq(v-1), b.Eq(v+1))
					m.Clause(b.Eq(v).Not(), a.Eq(v-1), a.Eq(v+1))
				} else if v < n { // never v beside v+1
					m.Clause(a.Eq(v).Not(), b.Eq(v+1).Not())
					m.Clause(b.Eq(v).Not(), a.Eq(v+1).Not())
				}
			}
		}
	}
	return d, nil
}

// Check implements puzzles.Instance: a digit 1 to N in every cell, the
// givens kept, no digit twice in a row or column, every sign holds, and
// in Adjacent mode two digits differ by 1 exactly where a bar stands.
func (p *Puzzle) Check(a puzzles.Answer) error {
	g, err := p.CheckNumbers(a, 1, p.Size().Rows, true)
	if err != nil {
		return err
	}
	for _, s := range p.All() {
		x, y := g[s.A.R][s.A.C], g[s.B.R][s.B.C]
		next := x-y == 1 || y-x == 1
		switch {
		case s.V == Less && x > y, s.V == Greater && x < y:
			return fmt.Errorf("the sign %s is broken by %d and %d", s.Where(), x, y)
		case s.V == Bar && !next:
			return fmt.Errorf("the bar %s joins %d and %d, which do not differ by 1", s.Where(), x, y)
		case s.V == 0 && p.Adjacent() && next:
			return fmt.Errorf("no bar stands %s, yet %d and %d differ by 1", s.Where(), x, y)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the signs or bars between the cells,
// the givens in bold and an answer's digits in the other cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(cellgrid.DrawNumbers(ans, func(pos grid.Pos) bool { return p.At(pos) != Blank }))
}

// Diff implements puzzles.Instance: the cells whose digits differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return cellgrid.DiffNumbers(x, y)
}
