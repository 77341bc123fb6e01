package kropki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// next reports whether x and y differ by 1 (what a white dot says).
func next(x, y int) bool { return x-y == 1 || y-x == 1 }

// double reports whether one of x and y is twice the other (what a black
// dot says).
func double(x, y int) bool { return x == 2*y || y == 2*x }

// fits reports whether x and y may stand on either side of dot (White,
// Black or 0 for none).
func fits(dot, x, y int) bool {
	switch dot {
	case White:
		return next(x, y)
	case Black:
		return double(x, y)
	}
	return !next(x, y) && !double(x, y)
}

// Encode implements puzzles.Instance: a digit 1 to N per cell, the
// givens fixed, each digit once per row and column; across a dot each of
// its two cells at v has the other at a number the dot allows with v, and
// across a side without a dot no two numbers that differ by 1 or of which
// one is twice the other stand.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	n := p.Size().Rows
	d := cellgrid.NewNumberVars(m, p.Grid, 1, n)
	d.Latin(m, p.Grid)
	for _, s := range p.All() {
		a, b := d.At(s.A), d.At(s.B)
		for v := 1; v <= n; v++ {
			if s.V == 0 { // never v beside a w that a dot would join to it
				for w := 1; w <= n; w++ {
					if !fits(0, v, w) {
						m.Clause(a.Eq(v).Not(), b.Eq(w).Not())
					}
				}
				continue
			}
			fromA, fromB := []sat.Lit{a.Eq(v).Not()}, []sat.Lit{b.Eq(v).Not()}
			for w := 1; w <= n; w++ {
				if fits(s.V, v, w) {
					fromA, fromB = append(fromA, b.Eq(w)), append(fromB, a.Eq(w))
				}
			}
			m.Clause(fromA...)
			m.Clause(fromB...)
		}
	}
	return d, nil
}

// Check implements puzzles.Instance: a digit 1 to N in every cell, the
// givens kept, no digit twice in a row or column, the two digits of every
// white dot differ by 1, one of every black dot's is twice the other, and
// two neighbours without a dot do neither.
func (p *Puzzle) Check(a puzzles.Answer) error {
	g, err := p.CheckNumbers(a, 1, p.Size().Rows, true)
	if err != nil {
		return err
	}
	for _, s := range p.All() {
		x, y := g[s.A.R][s.A.C], g[s.B.R][s.B.C]
		switch {
		case s.V == White && !next(x, y):
			return fmt.Errorf("the white dot %s joins %d and %d, which do not differ by 1", s.Where(), x, y)
		case s.V == Black && !double(x, y):
			return fmt.Errorf("the black dot %s joins %d and %d, neither twice the other", s.Where(), x, y)
		case s.V == 0 && next(x, y):
			return fmt.Errorf("no dot stands %s, yet %d and %d differ by 1", s.Where(), x, y)
		case s.V == 0 && double(x, y):
			return fmt.Errorf("no dot stands %s, yet one of %d and %d is twice the other", s.Where(), x, y)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the dots between the cells, the
// givens in bold and an answer's digits in the other cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(cellgrid.DrawNumbers(ans, func(pos grid.Pos) bool { return p.At(pos) != Blank }))
}

// Diff implements puzzles.Instance: the cells whose digits differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return cellgrid.DiffNumbers(x, y)
}
