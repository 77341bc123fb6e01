package nurikabe

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// Draw implements puzzles.Instance: the numbers (and '?'s) in their cells;
// with an answer, the sea's cells shaded dark (a partial answer marks the
// cells known to be unshaded with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := draw.Scene{W: float64(size.Cols), H: float64(size.Rows)}
	a, _ := ans.(*Answer)
	if a != nil && len(a.Grid) == size.Rows {
		partial := a.Partial()
		for r, line := range a.Grid {
			for c := 0; c < len(line) && c < size.Cols; c++ {
				x, y := float64(c), float64(r)
				switch {
				case line[c] == '#':
					s.Add(draw.Item{Kind: draw.Rect, X: x, Y: y, W: 1, H: 1, Fill: draw.Ink})
				case line[c] == '.' && partial && p.Cells[r][c] == Empty:
					s.Add(draw.Item{Kind: draw.Circle, X: x + 0.5, Y: y + 0.5, R: 0.07, Fill: draw.Solved})
				}
			}
		}
	}
	s.Grid(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		if v := p.At(pos); v != Empty {
			s.CellText(pos.R, pos.C, cellText(v), draw.Ink, true)
		}
	}
	return s
}
