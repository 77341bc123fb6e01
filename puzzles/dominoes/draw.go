package dominoes

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Draw implements puzzles.Instance: the layout's cells with their numbers,
// clue dominoes as shaded tiles with a bold ink outline, the answer's
// dominoes as rounded tiles in the solved colour, and below the layout a
// caption naming the set. A partial answer also marks adjacent cells known
// not to share a domino with a short bar on their common side.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := puzzles.CaptionedScene(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		if p.At(pos) != Hole {
			s.Add(draw.Item{Kind: draw.Rect, X: float64(pos.C), Y: float64(pos.R), W: 1, H: 1, Stroke: draw.Faint, Width: 0.02})
		}
	}
	for _, d := range p.Given {
		tile(&s, d, draw.Shade, draw.Ink, 0.08)
	}
	if a, ok := ans.(*Answer); ok && a != nil {
		for _, d := range a.Dominoes {
			if !hasClue(p.Given, d) {
				tile(&s, d, draw.None, draw.Solved, 0.06)
			}
		}
		for _, e := range a.Apart { // a partial answer's; a whole one needs no bars
			bar(&s, grid.Edge{A: posOf(e[0]), B: posOf(e[1])})
		}
	}
	clued := map[grid.Pos]bool{}
	for _, d := range p.Given {
		clued[posOf(d.Cells[0])], clued[posOf(d.Cells[1])] = true, true
	}
	for _, pos := range size.Cells() {
		if v := p.At(pos); v != Hole {
			s.CellText(pos.R, pos.C, fmt.Sprint(v), draw.Ink, clued[pos])
		}
	}
	caption := fmt.Sprintf("double-%d set: %d dominoes", p.Max, SetSize(p.Max))
	puzzles.AddCaption(&s, size.Rows, caption)
	return s
}

// tile draws domino d as a rounded rectangle with a divider between its halves.
func tile(s *draw.Scene, d Domino, fill, stroke string, width float64) {
	const inset = 0.07
	a, b := posOf(d.Cells[0]), posOf(d.Cells[1])
	top, left := float64(min(a.R, b.R)), float64(min(a.C, b.C))
	w, h := float64(abs(a.C-b.C)+1), float64(abs(a.R-b.R)+1)
	s.Add(draw.Item{Kind: draw.Rect, X: left + inset, Y: top + inset, W: w - 2*inset, H: h - 2*inset, R: 0.2,
		Fill: fill, Stroke: stroke, Width: width})
	if w > h {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{left + 1, top + 0.25, left + 1, top + 0.75}, Stroke: stroke, Width: width / 2})
	} else {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{left + 0.25, top + 1, left + 0.75, top + 1}, Stroke: stroke, Width: width / 2})
	}
}

// bar marks the side between the cells of e as known not to be crossed by a domino.
func bar(s *draw.Scene, e grid.Edge) {
	x, y := float64(e.B.C), float64(e.B.R)
	pts := []float64{x, y + 0.2, x, y + 0.8} // a vertical side
	if e.A.C == e.B.C {
		pts = []float64{x + 0.2, y, x + 0.8, y}
	}
	s.Add(draw.Item{Kind: draw.Line, Points: pts, Stroke: draw.Solved, Width: 0.08})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
