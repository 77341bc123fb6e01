package slitherlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: a dot at every corner and the clues in
// their cells; with an answer, each side on the loop as a thick line (a
// partial answer adds a small cross on each side known to stay empty).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := p.Scene()
	if a, ok := ans.(*Answer); ok && a != nil {
		puzzles.DrawLoop(&s, a.Links(), a.Off, 0, 0.12)
	}
	for r := 0; r <= size.Rows; r++ {
		for c := 0; c <= size.Cols; c++ {
			s.Add(draw.Item{Kind: draw.Circle, X: float64(c), Y: float64(r), R: 0.07, Fill: draw.Ink})
		}
	}
	puzzles.DrawClues(&s, p.Clues(), draw.Ink, false)
	return s
}
