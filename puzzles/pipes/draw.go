package pipes

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Drawing sizes, in cell units.
const (
	pipeWidth   = 0.3  // a pipe's outline
	coreWidth   = 0.16 // a solved pipe's inside
	givenWidth  = 0.22 // an unsolved pipe
	barrierLine = 0.12
	endRadius   = 0.19 // the disc of a dead end
	hitBand     = 0.18 // half the width of a selected barrier's highlight, each side of its side
)

// margin is the space around the board: on a wrapping board half a cell,
// where the joints that cross the edge show as stubs of the tiles on the
// far side.
func (p *Puzzle) margin() float64 {
	if p.Wrap {
		return 0.5
	}
	return 0
}

// Draw implements puzzles.Instance. Unsolved, the tiles are drawn as
// given, in ink; solved, turned, as outlined pipes filled with the solved
// colour. A wrapping board has a dashed border and, around it, faint stubs
// of the pipes that come in from the far side. Barriers are thick lines in
// the error colour (red, as in Net), so that they never look like pipes.
// Tiles a partial answer does not know are drawn as given, faintly.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	return p.drawWith(ans, nil)
}

// DrawDiff draws answer a with the cells where b differs shaded
// (draw.Shade), to compare two solutions.
func (p *Puzzle) DrawDiff(a, b puzzles.Answer) draw.Scene {
	return p.drawWith(a, Differences(a, b))
}

func (p *Puzzle) drawWith(ans puzzles.Answer, shade [][2]int) draw.Scene {
	m := p.margin()
	s := draw.Scene{W: float64(p.Size.Cols) + 2*m, H: float64(p.Size.Rows) + 2*m}
	for _, rc := range shade {
		s.Add(draw.Item{Kind: draw.Rect, X: m + float64(rc[1]), Y: m + float64(rc[0]), W: 1, H: 1, Fill: draw.Shade})
	}
	p.drawGrid(&s)
	masks, known := p.shown(ans)
	if p.Wrap {
		p.drawStubs(&s, masks)
	}
	solved := ans != nil
	for _, pos := range p.Size.Cells() {
		if !known[pos.R][pos.C] {
			p.drawTile(&s, pos, p.Tile(pos), draw.Faint, givenWidth)
		}
	}
	for _, pos := range p.Size.Cells() {
		if t := masks[pos.R][pos.C]; known[pos.R][pos.C] && solved {
			p.drawTile(&s, pos, t, draw.Ink, pipeWidth)
		}
	}
	for _, pos := range p.Size.Cells() {
		if t := masks[pos.R][pos.C]; known[pos.R][pos.C] {
			if solved {
				p.drawTile(&s, pos, t, draw.Solved, coreWidth)
			} else {
				p.drawTile(&s, pos, t, draw.Ink, givenWidth)
			}
		}
	}
	p.drawBarriers(&s)
	return s
}

// shown returns the tiles to draw: as given without an answer, turned
// with one; known is false where a partial answer does not know the tile.
func (p *Puzzle) shown(ans puzzles.Answer) (masks [][]Tile, known [][]bool) {
	a, _ := ans.(*Answer)
	masks = make([][]Tile, p.Size.Rows)
	known = make([][]bool, p.Size.Rows)
	for r := range masks {
		masks[r] = append([]Tile(nil), p.Tiles[r]...)
		known[r] = make([]bool, p.Size.Cols)
		for c := range known[r] {
			known[r][c] = true
			if a == nil || r >= len(a.Grid) {
				continue
			}
			row := []rune(a.Grid[r])
			t, ok := Empty, false
			if c < len(row) {
				t, ok = tileOf(row[c])
			}
			masks[r][c], known[r][c] = t, ok && t != Wild
		}
	}
	return masks, known
}

// drawGrid draws faint lines between cells and the border, dashed when the
// board wraps around.
func (p *Puzzle) drawGrid(s *draw.Scene) {
	m := p.margin()
	w, h := float64(p.Size.Cols), float64(p.Size.Rows)
	for r := 1; r < p.Size.Rows; r++ {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{m, m + float64(r), m + w, m + float64(r)}, Stroke: draw.Faint, Width: 0.02})
	}
	for c := 1; c < p.Size.Cols; c++ {
		s.Add(draw.Item{Kind: draw.Line, Points: []float64{m + float64(c), m, m + float64(c), m + h}, Stroke: draw.Faint, Width: 0.02})
	}
	s.Add(draw.Item{Kind: draw.Rect, X: m, Y: m, W: w, H: h, Stroke: draw.Ink, Width: 0.05, Dash: p.Wrap})
}

// centre is the middle of cell pos in scene coordinates.
func (p *Puzzle) centre(pos grid.Pos) (x, y float64) {
	m := p.margin()
	return m + float64(pos.C) + 0.5, m + float64(pos.R) + 0.5
}

// drawTile draws tile t in cell pos: a line from the centre to each side
// it joins, a disc on a dead end, "?" for an unknown tile.
func (p *Puzzle) drawTile(s *draw.Scene, pos grid.Pos, t Tile, colour string, width float64) {
	x, y := p.centre(pos)
	if t == Wild {
		s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "?", Size: 0.6, Fill: colour})
		return
	}
	for _, d := range grid.Dirs {
		if t.Has(d) {
			dd := d.Delta()
			s.Add(draw.Item{Kind: draw.Line, Points: []float64{x, y, x + 0.5*float64(dd.C), y + 0.5*float64(dd.R)}, Stroke: colour, Width: width})
		}
	}
	if t.Arms() == 1 {
		r := endRadius
		if width == coreWidth {
			r = endRadius - (pipeWidth-coreWidth)/2
		}
		s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: r, Fill: colour})
	}
}

// drawStubs draws, outside each edge of a wrapping board, a faint half
// pipe for each joint that the tile on the far side sends across the edge.
func (p *Puzzle) drawStubs(s *draw.Scene, masks [][]Tile) {
	for _, pos := range p.Size.Cells() {
		for _, d := range grid.Dirs {
			if p.Size.In(pos.Add(d.Delta())) {
				continue
			}
			q, _ := p.Neighbour(pos, d)
			if t := masks[q.R][q.C]; t == Wild || !t.Has(d.Opposite()) {
				continue
			}
			x, y := p.centre(pos)
			dd := d.Delta()
			x0, y0 := x+0.5*float64(dd.C), y+0.5*float64(dd.R)
			s.Add(draw.Item{Kind: draw.Line, Points: []float64{x0, y0, x0 + 0.4*float64(dd.C), y0 + 0.4*float64(dd.R)}, Stroke: draw.Faint, Width: givenWidth})
		}
	}
}

// drawBarriers draws each barrier as a thick red line along its side; on a
// wrapping board a barrier on the edge shows on both edges.
func (p *Puzzle) drawBarriers(s *draw.Scene) {
	for _, pos := range p.Size.Cells() {
		for _, d := range grid.Dirs {
			if !p.Blocked(pos, d) || (d == grid.Left || d == grid.Up) && p.Size.In(pos.Add(d.Delta())) {
				continue
			}
			s.Add(p.sideLine(pos, d))
		}
	}
}

// sideLine is the thick line along side d of pos.
func (p *Puzzle) sideLine(pos grid.Pos, d grid.Dir) draw.Item {
	x, y := p.centre(pos)
	dd := d.Delta()
	mx, my := x+0.5*float64(dd.C), y+0.5*float64(dd.R)
	ox, oy := 0.5*float64(dd.R), 0.5*float64(dd.C) // along the side
	return draw.Item{Kind: draw.Line, Points: []float64{mx - ox, my - oy, mx + ox, my + oy}, Stroke: draw.Error, Width: barrierLine}
}
