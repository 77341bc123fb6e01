package lightup

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Draw implements puzzles.Instance: black cells with their numbers in the
// background colour; with an answer, the lit cells shaded and each light
// as a disc (a partial answer marks white cells known to have no light
// with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := p.Scene()
	a, _ := ans.(*Answer)
	if a != nil {
		lit := p.litCells(a.set())
		for _, pos := range size.Cells() {
			if !lit[pos] {
				continue
			}
			s.FillCell(pos.R, pos.C, draw.Shade)
		}
	}
	s.Grid(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		if v := p.At(pos); v != White {
			s.FillCell(pos.R, pos.C, draw.Ink)
			if v >= 0 {
				s.CellText(pos.R, pos.C, strconv.Itoa(v), draw.Background, true)
			}
		}
	}
	if a != nil {
		for _, l := range a.Lights {
			s.Disc(l[0], l[1], 0.3, draw.Solved)
		}
		s.Dots(a.Dark)
	}
	return s
}

// litCells returns the white cells that some light shines on.
func (p *Puzzle) litCells(lights map[grid.Pos]bool) map[grid.Pos]bool {
	lit := map[grid.Pos]bool{}
	for pos := range lights {
		if p.At(pos) != White {
			continue
		}
		lit[pos] = true
		for _, d := range grid.Orthogonal {
			for q := pos.Add(d); p.At(q) == White; q = q.Add(d) {
				lit[q] = true
			}
		}
	}
	return lit
}
