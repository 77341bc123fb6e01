package masyu

import (
	"cmp"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the grid and the pearls; with an
// answer, each line of the loop between cell centres (a partial answer
// adds a small cross on each line known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := draw.Scene{W: float64(size.Cols), H: float64(size.Rows)}
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
	for _, l := range sortedLinks(a.links()) {
		s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Solved, Width: 0.15,
			Points: []float64{float64(l[0][1]) + 0.5, float64(l[0][0]) + 0.5, float64(l[1][1]) + 0.5, float64(l[1][0]) + 0.5}})
	}
	for _, l := range a.off {
		x, y := float64(l[0][1]+l[1][1])/2+0.5, float64(l[0][0]+l[1][0])/2+0.5
		s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.3, Fill: draw.Faint})
	}
	return s
}

// sortedLinks lists a set of lines in reading order, for a stable drawing.
func sortedLinks(set map[link]bool) []link {
	out := make([]link, 0, len(set))
	for l := range set {
		out = append(out, l)
	}
	slices.SortFunc(out, func(a, b link) int {
		return cmp.Or(cmp.Compare(a[0][0], b[0][0]), cmp.Compare(a[0][1], b[0][1]),
			cmp.Compare(a[1][0], b[1][0]), cmp.Compare(a[1][1], b[1][1]))
	})
	return out
}
