package hidato

import (
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the grid with blocked cells filled,
// given numbers in bold ink (in the error colour when above N or given
// twice). With an answer (an *Answer, or a *Partial of forced facts) a
// faint line joins consecutive numbers from cell centre to cell centre (a
// knight's move is a straight segment), stopping short of the numbers so
// that it never runs through them, and the numbers found are drawn in the
// solved colour. Numbers are sized by their digits so that two-digit
// numbers in neighbouring cells keep a clear gap.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	for _, pos := range p.Size().Cells() {
		if p.At(pos) == Blocked {
			s.FillCell(pos.R, pos.C, draw.Black)
		}
	}
	s.Grid(p.Size().Rows, p.Size().Cols)
	bad := p.badClues()
	nums := puzzles.NumbersOf(ans, p.Size())
	if nums != nil {
		p.drawPath(&s, nums)
	}
	for _, pos := range p.Size().Cells() {
		v, found := p.At(pos), 0
		if nums != nil {
			found = nums[pos.R][pos.C]
		}
		switch {
		case v > 0:
			colour := draw.Ink
			if bad[pos] {
				colour = draw.Error
			}
			number(&s, pos.R, pos.C, v, colour, true)
		case v == Empty && found > 0:
			number(&s, pos.R, pos.C, found, draw.Solved, false)
		}
	}
	return s
}

// number writes k in cell (r, c), at most about half a cell wide (three
// digits smaller), so that the path's gap around each centre clears it.
func number(s *draw.Scene, r, c, k int, colour string, bold bool) {
	text := strconv.Itoa(k)
	size := 0.42
	if len(text) > 2 {
		size = 1 / float64(len(text))
	}
	x, y := draw.Centre(r, c)
	s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: text, Size: size, Fill: colour, Bold: bold})
}

// gap is how far from a cell's centre the path line stops: past the
// number's half-width (0.25) and half-height.
const gap = 0.3

// drawPath draws a faint segment between each two consecutive known
// numbers, stopping gap short of both centres (closed paths return to 1).
func (p *Puzzle) drawPath(s *draw.Scene, nums [][]int) {
	n := p.N()
	at := make([][2]float64, n+1)
	known := make([]bool, n+1)
	for r, row := range nums {
		for c, v := range row {
			if v >= 1 && v <= n && p.Cells[r][c] != Blocked {
				x, y := draw.Centre(r, c)
				at[v], known[v] = [2]float64{x, y}, true
			}
		}
	}
	step := func(a, b [2]float64) {
		dx, dy := b[0]-a[0], b[1]-a[1]
		d := math.Hypot(dx, dy)
		if d <= 2*gap {
			return
		}
		ux, uy := dx/d*gap, dy/d*gap
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{a[0] + ux, a[1] + uy, b[0] - ux, b[1] - uy}, Stroke: draw.Faint, Width: 0.08})
	}
	for k := 1; k < n; k++ {
		if known[k] && known[k+1] {
			step(at[k], at[k+1])
		}
	}
	if p.Closed && n > 2 && known[n] && known[1] {
		step(at[n], at[1])
	}
}
