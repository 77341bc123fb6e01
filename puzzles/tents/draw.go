package tents

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the board from (0, 0) with the row
// counts in a strip to its right and the column counts in a strip below
// it; trees are green discs, and with an answer each tent is a triangle
// (a partial answer marks cells known to hold no tent with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := draw.Scene{W: float64(size.Cols + 1), H: float64(size.Rows + 1)}
	s.Grid(size.Rows, size.Cols)
	for r, n := range p.Rows {
		if n != None {
			s.CellText(r, size.Cols, countText(n), draw.Ink, true)
		}
	}
	for c, n := range p.Cols {
		if n != None {
			s.CellText(size.Rows, c, countText(n), draw.Ink, true)
		}
	}
	for _, pos := range size.Cells() {
		if p.Tree(pos) {
			s.Add(draw.Item{Kind: draw.Circle, X: float64(pos.C) + 0.5, Y: float64(pos.R) + 0.45, R: 0.3, Fill: draw.Path(2)})
			s.Add(draw.Item{Kind: draw.Line, Points: []float64{float64(pos.C) + 0.5, float64(pos.R) + 0.7, float64(pos.C) + 0.5, float64(pos.R) + 0.9}, Stroke: draw.Ink, Width: 0.08})
		}
	}
	a, _ := ans.(*Answer)
	if a == nil {
		return s
	}
	for _, t := range a.Tents {
		x, y := float64(t[1]), float64(t[0])
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{x + 0.5, y + 0.2, x + 0.85, y + 0.8, x + 0.15, y + 0.8, x + 0.5, y + 0.2}, Stroke: draw.Solved, Width: 0.08})
	}
	s.Dots(a.Grass)
	return s
}
