package slant

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a line a cell, each clue touched by
// its number of lines, no diamond of four lines around a point (the
// smallest loop), and no longer loop (the decoder's Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	d := cellgrid.NewDiagonalVars(m, p.Size())
	for _, pt := range p.Where(func(v int) bool { return v != Blank }) {
		m.Exactly(p.At(pt), d.Touching(pt)...)
	}
	d.NoDiamonds(m)
	return d, nil
}

// Check implements puzzles.Instance: a line in every cell, no loop, and
// every clue touched by its number of lines.
func (p *Puzzle) Check(a puzzles.Answer) error {
	_, touched, err := cellgrid.CheckDiagonals(a, "slant", p.Size())
	if err != nil {
		return err
	}
	for _, pt := range p.Where(func(v int) bool { return v != Blank }) {
		if n := touched[pt]; n != p.At(pt) {
			return fmt.Errorf("the %d at grid point %d,%d touches %d lines", p.At(pt), pt.R, pt.C, n)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the clues on the grid points over an
// answer's lines.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.Scene(func(s *draw.Scene) { cellgrid.DrawDiagonals(s, ans, cellgrid.Point) })
}

// Diff implements puzzles.Instance: the cells whose lines differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffDiagonals(x, y) }
