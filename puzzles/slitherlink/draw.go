package slitherlink

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: a dot at every corner and the clues in
// their cells; with an answer, each side on the loop as a thick line (a
// partial answer adds a small cross on each side known to stay empty).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := draw.Scene{W: float64(size.Cols), H: float64(size.Rows)}
	if a, ok := ans.(*Answer); ok && a != nil {
		for _, e := range sortedEdges(a.edges()) {
			s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Solved, Width: 0.12,
				Points: []float64{float64(e[0][1]), float64(e[0][0]), float64(e[1][1]), float64(e[1][0])}})
		}
		for _, e := range a.off {
			x, y := float64(e[0][1]+e[1][1])/2, float64(e[0][0]+e[1][0])/2
			s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.3, Fill: draw.Faint})
		}
	}
	for r := 0; r <= size.Rows; r++ {
		for c := 0; c <= size.Cols; c++ {
			s.Add(draw.Item{Kind: draw.Circle, X: float64(c), Y: float64(r), R: 0.07, Fill: draw.Ink})
		}
	}
	for _, pos := range size.Cells() {
		if n := p.At(pos); n != None {
			s.CellText(pos.R, pos.C, strconv.Itoa(n), draw.Ink, false)
		}
	}
	return s
}

// sortedEdges lists a set of sides in reading order, for a stable drawing.
func sortedEdges(set map[seg]bool) []seg {
	out := make([]seg, 0, len(set))
	for e := range set {
		out = append(out, e)
	}
	slices.SortFunc(out, func(a, b seg) int {
		return cmp.Or(cmp.Compare(a[0][0], b[0][0]), cmp.Compare(a[0][1], b[0][1]),
			cmp.Compare(a[1][0], b[1][0]), cmp.Compare(a[1][1], b[1][1]))
	})
	return out
}
