package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Scene draws the board: under (when not nil) first, on the blank cells
// (shading an answer lays beneath the grid), then the grid lines, then
// each given cell as its symbol's Look says.
func (g Grid) Scene(under func(s *draw.Scene)) draw.Scene {
	s := g.Board.Scene()
	if under != nil {
		under(&s)
	}
	s.Grid(g.Size().Rows, g.Size().Cols)
	g.DrawGivens(&s)
	return s
}

// DrawGivens draws each given cell as its symbol's Look says (for a
// type whose answer lies between the grid and its givens).
func (g Grid) DrawGivens(s *draw.Scene) {
	for _, pos := range g.Size().Cells() {
		sym, _ := g.c.symbols.ByValue(g.At(pos))
		drawLook(s, pos.R, pos.C, sym)
	}
}

// drawLook draws one given cell.
func drawLook(s *draw.Scene, r, c int, sym Symbol) {
	switch sym.Look {
	case Solid:
		s.FillCell(r, c, draw.Black)
	case SolidText:
		s.FillCell(r, c, draw.Black)
		s.CellText(r, c, sym.Clue, draw.OnBlack, true)
	case Given:
		s.CellText(r, c, sym.Clue, draw.Ink, true)
	case Circle:
		x, y := draw.Centre(r, c)
		s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.35, Fill: draw.Background, Stroke: draw.Ink, Width: 0.05})
	case Disc:
		s.Disc(r, c, 0.35, draw.Black)
	case Pearl:
		x, y := draw.Centre(r, c)
		s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.33, Fill: draw.Background, Stroke: draw.Ink, Width: 0.06})
	case BlackPearl:
		s.Disc(r, c, 0.33, draw.Black)
	case Ring:
		x, y := draw.Centre(r, c)
		s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.4, Fill: draw.Background, Stroke: draw.Ink, Width: 0.05})
		text := sym.Clue
		if text == "" {
			text = sym.Text[:1]
		}
		s.CellText(r, c, text, draw.Ink, true)
	default:
		drawMore(s, r, c, sym.Look)
	}
}
