package hashi

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: a faint grid, the islands as circles
// with their numbers ('?' when unknown) and, with an answer, each bridge
// as 1 to 4 parallel lines through the centres of the cells it crosses (a
// partial answer shows bridges of unknown count dashed).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.GridScene()
	if a, _ := ans.(*Answer); a != nil {
		for _, br := range a.Bridges {
			drawBridge(&s, br, draw.Solved, false)
		}
		for _, br := range a.Unsure {
			drawBridge(&s, br, draw.Faint, true)
		}
	}
	p.DrawGivens(&s)
	return s
}

// drawBridge draws br.Count parallel lines, each a polyline through the
// centres of the cells from one island to the other.
func drawBridge(s *draw.Scene, br Bridge, colour string, dash bool) {
	from, to := pos(br.From), pos(br.To)
	dr, dc := sign(to.R-from.R), sign(to.C-from.C)
	const gap = 0.16
	for i := range br.Count {
		off := (float64(i) - float64(br.Count-1)/2) * gap
		var pts []float64
		for r, c := from.R, from.C; ; r, c = r+dr, c+dc {
			x, y := draw.Centre(r, c)
			if dr == 0 {
				y += off
			} else {
				x += off
			}
			pts = append(pts, x, y)
			if r == to.R && c == to.C || len(pts) > 400 {
				break
			}
		}
		s.Add(draw.Item{Kind: draw.Line, Points: pts, Stroke: colour, Width: 0.06, Dash: dash})
	}
}
