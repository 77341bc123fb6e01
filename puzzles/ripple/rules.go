package ripple

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a number per cell, 1 to the size
// of its room, the givens fixed; the numbers of a room all different (so
// each of 1 to N once); and two cells d apart in a row or column do not
// both hold a number k >= d. A given larger than its room makes the
// model impossible; a board that is no puzzle (see Validate) is an
// error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, func(m *sat.Model) puzzles.Decoder { return p.numbers(m) })
}

// numbers states the rules over the cells in rooms (the generator's board
// has cells in none while it grows the rooms) and returns their numbers.
func (p *Puzzle) numbers(m *sat.Model) *cellgrid.NumberVars {
	d := roomRule.Numbers(m, p.Regioned)
	for _, line := range p.RowsAndColumns() {
		for i, a := range line {
			for j, b := range line[i+1:] {
				if d.At(a) == nil || d.At(b) == nil {
					continue
				}
				for k := j + 1; k <= min(d.At(a).Max(), d.At(b).Max()); k++ {
					m.Clause(d.At(a).Eq(k).Not(), d.At(b).Eq(k).Not())
				}
			}
		}
	}
	return d
}

// Check implements puzzles.Instance: a number in every cell, the givens
// kept, each room of N cells holding 1 to N once each, and two equal
// numbers k in a row or column more than k cells apart.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	if err := p.Validate(); err != nil {
		return err
	}
	g, err := roomRule.Check(p.Regioned, ans)
	if err != nil {
		return err
	}
	for _, line := range p.RowsAndColumns() {
		for i, a := range line {
			for j, b := range line[i+1:] {
				if v := g[a.R][a.C]; v == g[b.R][b.C] && j < v {
					return fmt.Errorf("the %ds at %s and %s have %s between them, fewer than %d", v, a, b, puzzles.Counted(j, "cell", "cells"), v)
				}
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the rooms and the given numbers in
// bold; the answer's numbers in the other cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(cellgrid.DrawNumbers(ans, func(pos grid.Pos) bool { return p.At(pos) != Empty }))
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffNumbers(x, y) }
