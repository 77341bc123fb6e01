package hidato

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the grid with blocked cells filled,
// given numbers in bold ink (in the error colour when above N or given
// twice). With an answer (an *Answer, or a *Partial of
// forced facts) a faint line joins consecutive numbers through the cell
// centres (a knight's move is a straight segment) and the numbers found are
// drawn in the solved colour on small discs that keep them readable.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene()
	for _, pos := range p.Size().Cells() {
		if p.At(pos) == Blocked {
			s.FillCell(pos.R, pos.C, draw.Block)
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
			p.disc(&s, pos.R, pos.C, nums != nil)
			colour := draw.Ink
			if bad[pos] {
				colour = draw.Error
			}
			s.CellText(pos.R, pos.C, strconv.Itoa(v), colour, true)
		case v == Empty && found > 0:
			p.disc(&s, pos.R, pos.C, true)
			s.CellText(pos.R, pos.C, strconv.Itoa(found), draw.Solved, false)
		}
	}
	return s
}

// disc puts a background disc under a number so the path line stays behind it.
func (p *Puzzle) disc(s *draw.Scene, r, c int, on bool) {
	if on {
		s.Disc(r, c, 0.33, draw.Background)
	}
}

// drawPath draws faint lines through runs of consecutive known numbers
// (one run for a full answer; closed paths return to 1).
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
	var run []float64
	flush := func() {
		if len(run) >= 4 {
			s.Add(draw.Item{Kind: draw.Line, Points: run, Stroke: draw.Faint, Width: 0.08})
		}
		run = nil
	}
	for k := 1; k <= n; k++ {
		if !known[k] {
			flush()
			continue
		}
		run = append(run, at[k][0], at[k][1])
	}
	if p.Closed && n > 1 && known[n] && known[1] {
		run = append(run, at[1][0], at[1][1])
	}
	flush()
}
