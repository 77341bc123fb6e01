package binairo

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: givens as bold ink squares (filled
// for black, outlined for white), answer cells as circles in the solved
// colour (filled for black, outlined for white), and a caption with the
// rules in force.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	rows, cols := p.Rows(), p.Cols()
	s := puzzles.CaptionedScene(rows, cols)
	s.Grid(rows, cols)
	for r, row := range p.Cells {
		for c, v := range row {
			if v == Empty {
				continue
			}
			it := draw.Item{Kind: draw.Rect, X: float64(c) + 0.12, Y: float64(r) + 0.12, W: 0.76, H: 0.76, R: 0.08, Stroke: draw.Ink, Width: 0.07}
			if v == Black {
				it.Fill = draw.Black
			}
			s.Add(it)
		}
	}
	if a, ok := ans.(*Answer); ok && a != nil {
		for r, line := range a.Grid {
			for c := range len(line) {
				if r >= rows || c >= cols || p.Cells[r][c] != Empty || line[c] == '?' {
					continue
				}
				x, y := draw.Centre(r, c)
				it := draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.32, Stroke: draw.Solved, Width: 0.06}
				if line[c] == Black {
					it.Fill = draw.Solved
				}
				s.Add(it)
			}
		}
	}
	caption := "half black per line, no three alike"
	if p.Unique {
		caption += ", lines all different"
	}
	puzzles.AddCaption(&s, rows, caption)
	return s
}
