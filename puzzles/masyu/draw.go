package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the grid and the pearls; with an
// answer, each line of the loop between cell centres (a partial answer
// adds a small cross on each line known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := p.Scene()
	s.Grid(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		x, y := float64(pos.C)+0.5, float64(pos.R)+0.5
		switch p.At(pos) {
		case White:
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.33, Fill: draw.Background, Stroke: draw.Ink, Width: 0.06})
		case Black:
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.33, Fill: draw.Ink})
		}
	}
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return s
	}
	puzzles.DrawLoop(&s, a.Links(), a.Off, 0.5, 0.15)
	return s
}
