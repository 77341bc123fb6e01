package signpost

import (
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Draw implements puzzles.Instance: an arrow across every cell (a ring in
// the last number's cell), given numbers in bold ink on a disc in the
// middle (in the error colour when above N or given twice), and with an
// answer (an *Answer, or a *Partial of forced facts) the numbers found in
// the solved colour.
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
			arrow(&s, pos, c.Arrow)
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

// arrow draws an arrow across the cell at pos.
func arrow(s *draw.Scene, pos grid.Pos, d Dir) {
	dx, dy := float64(d.Delta().C), float64(d.Delta().R)
	norm := math.Hypot(dx, dy)
	dx, dy = dx/norm, dy/norm
	cx, cy := draw.Centre(pos.R, pos.C)
	tipX, tipY := cx+0.38*dx, cy+0.38*dy
	s.Add(draw.Item{Kind: draw.Line, Points: []float64{cx - 0.38*dx, cy - 0.38*dy, tipX, tipY}, Stroke: draw.Faint, Width: 0.05})
	const head, spread = 0.16, 0.6 // length and half-angle (radians) of the head
	var pts []float64
	for _, a := range []float64{spread, -spread} {
		hx := -dx*math.Cos(a) + dy*math.Sin(a)
		hy := -dx*math.Sin(a) - dy*math.Cos(a)
		pts = append(pts, tipX+head*hx, tipY+head*hy, tipX, tipY)
	}
	s.Add(draw.Item{Kind: draw.Line, Points: pts[:6], Stroke: draw.Faint, Width: 0.05})
}

// number draws k on a disc in the middle of the cell at pos.
func number(s *draw.Scene, pos grid.Pos, k int, colour string, bold bool) {
	x, y := draw.Centre(pos.R, pos.C)
	text := strconv.Itoa(k)
	size := 0.42
	if len(text) > 2 {
		size = 0.9 / float64(len(text))
	}
	s.Disc(pos.R, pos.C, 0.26, draw.Background)
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
