package suguru

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a number per cell, 1 to the size
// of its region, the givens fixed; the numbers of a region all
// different (so each of 1 to N once); and two cells that touch, by a
// side or a corner, not both holding the same number. A given larger
// than its region makes the model impossible; a board that is no puzzle
// (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, func(m *sat.Model) puzzles.Decoder { return p.numbers(m) })
}

// later are the cells that touch a cell and come after it in reading
// order: each touching pair once.
var later = []grid.Delta{{C: 1}, {R: 1, C: -1}, {R: 1}, {R: 1, C: 1}}

// numbers states the rules over the cells in regions (the generator's
// board has cells in none while it grows the regions) and returns their
// numbers.
func (p *Puzzle) numbers(m *sat.Model) *cellgrid.NumberVars {
	d := roomRule.Numbers(m, p.Regioned)
	for _, a := range p.Size().Cells() {
		for _, b := range p.Size().Neighbours(a, later) {
			x, y := d.At(a), d.At(b)
			if x == nil || y == nil || p.Of(a) == p.Of(b) {
				continue // a region's own cells already differ
			}
			for k := 1; k <= min(x.Max(), y.Max()); k++ {
				m.Clause(x.Eq(k).Not(), y.Eq(k).Not())
			}
		}
	}
	return d
}

// Check implements puzzles.Instance: a number in every cell, the givens
// kept, each region of N cells holding 1 to N once each, and no two
// touching cells (by a side or a corner) holding the same number.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	g, err := roomRule.Check(p.Regioned, ans)
	if err != nil {
		return err
	}
	for _, a := range p.Size().Cells() {
		for _, b := range p.Size().Neighbours(a, grid.King) {
			if v := g[a.R][a.C]; v == g[b.R][b.C] {
				return fmt.Errorf("%s and %s touch and both hold %d", a, b, v)
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the regions and the given numbers in
// bold; the answer's numbers in the other cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(cellgrid.DrawNumbers(ans, func(pos grid.Pos) bool { return p.At(pos) != Empty }))
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffNumbers(x, y) }
