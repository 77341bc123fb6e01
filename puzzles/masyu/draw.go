package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// pearlRadius is the radius of a pearl, in cells.
const pearlRadius = 0.33

// Draw implements puzzles.Instance: the grid and the pearls; with an
// answer, each line of the loop between cell centres (a partial answer
// adds a small cross on each line known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.GridScene()
	for _, pos := range p.Size().Cells() {
		switch p.At(pos) {
		case White:
			x, y := draw.Centre(pos.R, pos.C)
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: pearlRadius, Fill: draw.Background, Stroke: draw.Ink, Width: 0.06})
		case Black:
			s.Disc(pos.R, pos.C, pearlRadius, draw.Black)
		}
	}
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return s
	}
	puzzles.DrawLoop(&s, a.Links(), a.Off, 0.5, 0.15)
	return s
}
