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
	s := p.Scene()
	a, _ := ans.(*Answer)
	if a != nil && len(a.Grid) == size.Rows {
		partial := a.Partial()
		for r, line := range a.Grid {
			for c := 0; c < len(line) && c < size.Cols; c++ {
				switch {
				case line[c] == '#':
					s.FillCell(r, c, draw.Black)
				case line[c] == '.' && partial && p.Cells[r][c] == Empty:
					s.Dot(r, c)
				}
			}
		}
	}
	s.Grid(size.Rows, size.Cols)
	puzzles.DrawClues(&s, p.Clues(), draw.Ink, true)
	return s
}
