package signpost

import (
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Draw implements puzzles.Instance: an arrow in every cell (a ring in the
// last number's cell), given numbers in bold ink in the middle (in the
// error colour when above N or given twice), and with an answer (an
// *Answer, or a *Partial of forced facts) the numbers found in the solved
// colour. A cell without a number has its arrow across the middle; a
// numbered cell has it between the number and the cell's side, clear of
// the digits.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.GridScene()
	bad := p.badClues()
	nums := puzzles.NumbersOf(ans, p.Size())
	for _, pos := range p.Size().Cells() {
		c := p.At(pos)
		if c.Arrow == NoArrow || c.Num == p.N() {
			x, y := draw.Centre(pos.R, pos.C)
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.4, Stroke: draw.Ink, Width: 0.04})
		} else {
			numbered := c.Num > 0 || nums != nil && nums[pos.R][pos.C] > 0
			arrow(&s, pos, c.Arrow, numbered)
		}
		switch {
		case c.Num > 0:
			colour := draw.Ink
			if bad[pos] {
				colour = draw.Error
			}
			number(&s, pos, c.Num, colour, true)
		case nums != nil && nums[pos.R][pos.C] > 0:
			number(&s, pos, nums[pos.R][pos.C], draw.Solved, false)
		}
	}
	return s
}

// arrow draws an arrow across the cell at pos, or when the cell shows a
// number (numbered) a short one beyond the number's reach: from 0.3 of a
// cell off the centre to near the side (or corner) it points at.
func arrow(s *draw.Scene, pos grid.Pos, d Dir, numbered bool) {
	dx, dy := float64(d.Delta().C), float64(d.Delta().R)
	norm := math.Hypot(dx, dy)
	dx, dy = dx/norm, dy/norm
	cx, cy := draw.Centre(pos.R, pos.C)
	from, to := -0.38, 0.38
	if numbered {
		from, to = 0.3, 0.45
		if dx != 0 && dy != 0 { // a diagonal: the corner is farther
			from, to = 0.36, 0.6
		}
	}
	tipX, tipY := cx+to*dx, cy+to*dy
	s.Add(draw.Item{Kind: draw.Line, Points: []float64{cx + from*dx, cy + from*dy, tipX, tipY}, Stroke: draw.Faint, Width: 0.05})
	const head, spread = 0.14, 0.6 // length and half-angle (radians) of the head
	var pts []float64
	for _, a := range []float64{spread, -spread} {
		hx := -dx*math.Cos(a) + dy*math.Sin(a)
		hy := -dx*math.Sin(a) - dy*math.Cos(a)
		pts = append(pts, tipX+head*hx, tipY+head*hy, tipX, tipY)
	}
	s.Add(draw.Item{Kind: draw.Line, Points: pts[:6], Stroke: draw.Faint, Width: 0.05})
}

// number draws k in the middle of the cell at pos, at most about half a
// cell wide (two digits smaller than one), inside the arrow's start.
func number(s *draw.Scene, pos grid.Pos, k int, colour string, bold bool) {
	x, y := draw.Centre(pos.R, pos.C)
	text := strconv.Itoa(k)
	size := 0.42
	switch {
	case len(text) == 2:
		size = 0.36
	case len(text) > 2:
		size = 0.8 / float64(len(text))
	}
	s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: text, Size: size, Fill: colour, Bold: bold})
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	x, y := puzzles.NumbersOf(a, p.Size()), puzzles.NumbersOf(b, p.Size())
	if x == nil || y == nil {
		return nil
	}
	var out []puzzles.Target
	for _, pos := range p.Size().Cells() {
		if x[pos.R][pos.C] != y[pos.R][pos.C] && p.At(pos).Num == 0 {
			out = append(out, puzzles.Target{R: pos.R, C: pos.C})
		}
	}
	return out
}
