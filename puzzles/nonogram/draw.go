package nonogram

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
)

// strips returns the width of the row-clue strip left of the board and
// the height of the column-clue strip above it: room for the longest clue.
func (p *Puzzle) strips() (w, h int) {
	w, h = 1, 1
	for _, c := range p.Rows {
		w = max(w, len(c))
	}
	for _, c := range p.Cols {
		h = max(h, len(c))
	}
	return w, h
}

// Draw implements puzzles.Instance: the row clues left of the board, the
// column clues above it (an unknown clue is "?"), the board with a bold
// line every five cells, and the answer's filled cells (a partial answer
// marks cells known to be empty with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	sw, sh := p.strips()
	rows, cols := len(p.Rows), len(p.Cols)
	s := draw.Scene{W: float64(sw + cols), H: float64(sh + rows)}
	x0, y0 := float64(sw), float64(sh)
	s.Add(draw.Item{Kind: draw.Rect, X: 0, Y: y0, W: x0, H: float64(rows), Fill: draw.Shade})
	s.Add(draw.Item{Kind: draw.Rect, X: x0, Y: 0, W: float64(cols), H: y0, Fill: draw.Shade})
	if a, ok := ans.(*Answer); ok && a != nil {
		drawAnswer(&s, a, x0, y0)
	}
	for r := 0; r <= rows; r++ {
		s.Add(gridLine(r, rows, []float64{0, y0 + float64(r), x0 + float64(cols), y0 + float64(r)}))
	}
	for c := 0; c <= cols; c++ {
		s.Add(gridLine(c, cols, []float64{x0 + float64(c), 0, x0 + float64(c), y0 + float64(rows)}))
	}
	for r, c := range p.Rows {
		for j, text := range clueTexts(c) {
			s.CellText(sh+r, sw-len(clueTexts(c))+j, text, draw.Ink, false)
		}
	}
	for col, c := range p.Cols {
		for j, text := range clueTexts(c) {
			s.CellText(sh-len(clueTexts(c))+j, sw+col, text, draw.Ink, false)
		}
	}
	return s
}

// gridLine is line i of a board n cells across: bold at the border and
// every five cells.
func gridLine(i, n int, pts []float64) draw.Item {
	if i == 0 || i == n || i%5 == 0 {
		return draw.Item{Kind: draw.Line, Points: pts, Stroke: draw.Ink, Width: 0.05}
	}
	return draw.Item{Kind: draw.Line, Points: pts, Stroke: draw.Faint, Width: 0.02}
}

// clueTexts are the numbers of a clue as drawn: "?" for an unknown clue.
func clueTexts(c []int) []string {
	if c == nil {
		return []string{"?"}
	}
	out := make([]string, len(c))
	for i, n := range c {
		out[i] = strconv.Itoa(n)
	}
	return out
}

func drawAnswer(s *draw.Scene, a *Answer, x0, y0 float64) {
	for r, row := range a.Grid {
		for c := range len(row) {
			x, y := x0+float64(c), y0+float64(r)
			switch row[c] {
			case Filled:
				s.Add(draw.Item{Kind: draw.Rect, X: x, Y: y, W: 1, H: 1, Fill: draw.Solved})
			case Empty:
				if a.Partial() {
					s.Add(draw.Item{Kind: draw.Circle, X: x + 0.5, Y: y + 0.5, R: 0.08, Fill: draw.Solved})
				}
			}
		}
	}
}
