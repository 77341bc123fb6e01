package numberlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the grid, coloured endpoint discs with
// their labels, and each path as a thick line in its label's colour.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := draw.Scene{W: float64(p.Size.Cols), H: float64(p.Size.Rows)}
	s.Grid(p.Size.Rows, p.Size.Cols)
	labels, ends := p.Labels()
	colour := map[string]string{}
	for i, l := range labels {
		colour[l] = draw.Path(i)
	}
	if a, ok := ans.(*Answer); ok && a != nil {
		for _, path := range a.Paths {
			var pts []float64
			for _, c := range path.Cells {
				x, y := draw.Centre(c[0], c[1])
				pts = append(pts, x, y)
			}
			s.Add(draw.Item{Kind: draw.Line, Points: pts, Stroke: colour[path.Label], Width: 0.3})
		}
		s.Add(p.loose(a)...)
	}
	for _, l := range labels {
		for _, pos := range ends[l] {
			x, y := draw.Centre(pos.R, pos.C)
			s.Disc(pos.R, pos.C, 0.38, colour[l])
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: l, Size: labelSize(l), Fill: draw.Background, Bold: true})
		}
	}
	return s
}

// loose draws the segments of a partial answer that lie on none of its paths.
func (p *Puzzle) loose(a *Answer) []draw.Item {
	var out []draw.Item
	for _, sg := range a.Segments {
		out = append(out, draw.Item{Kind: draw.Line, Stroke: draw.Solved, Width: 0.18,
			Points: []float64{float64(sg[0][1]) + 0.5, float64(sg[0][0]) + 0.5, float64(sg[1][1]) + 0.5, float64(sg[1][0]) + 0.5}})
	}
	return out
}

func labelSize(l string) float64 {
	if n := len([]rune(l)); n > 2 {
		return 1.1 / float64(n)
	}
	return 0.5
}

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example { return examples }
