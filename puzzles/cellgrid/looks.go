package cellgrid

import "github.com/puzzlesat/puzzlesat/puzzles/draw"

// More looks of given cells.
const (
	Tree      Look = BlackPearl + 1 + iota // a green crown on a trunk
	Tile                                   // a rounded square outlined in ink
	BlackTile                              // a rounded square filled black
)

// drawMore draws the looks declared here.
func drawMore(s *draw.Scene, r, c int, look Look) {
	x, y := float64(c), float64(r)
	switch look {
	case Tree:
		s.Add(draw.Item{Kind: draw.Circle, X: x + 0.5, Y: y + 0.45, R: 0.3, Fill: draw.Path(2)})
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{x + 0.5, y + 0.7, x + 0.5, y + 0.9}, Stroke: draw.Ink, Width: 0.08})
	case Tile, BlackTile:
		it := draw.Item{Kind: draw.Rect, X: x + 0.12, Y: y + 0.12, W: 0.76, H: 0.76, R: 0.08, Stroke: draw.Ink, Width: 0.07}
		if look == BlackTile {
			it.Fill = draw.Black
		}
		s.Add(it)
	}
}

// Tent draws a tent on cell r, c: a triangle in the solved colour.
func Tent(s *draw.Scene, r, c int) {
	x, y := float64(c), float64(r)
	s.Add(draw.Item{Kind: draw.Line, Points: []float64{x + 0.5, y + 0.2, x + 0.85, y + 0.8, x + 0.15, y + 0.8, x + 0.5, y + 0.2}, Stroke: draw.Solved, Width: 0.08})
}

// DrawAs draws the marks with mark, and a dot on each cell a partial
// answer knows to be unmarked.
func (a *Marks[N]) DrawAs(s *draw.Scene, mark func(s *draw.Scene, r, c int)) {
	for _, c := range a.On {
		mark(s, c[0], c[1])
	}
	s.Dots(a.Off)
}
