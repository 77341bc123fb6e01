package creek

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func clue(v int) bool { return v != Blank }

// around is the up to 4 cells whose corner is grid point pt.
func (p *Puzzle) around(pt grid.Pos) []grid.Pos {
	var out []grid.Pos
	for _, d := range []grid.Delta{{R: -1, C: -1}, {R: -1}, {C: -1}, {}} {
		if p.Size().In(pt.Add(d)) {
			out = append(out, pt.Add(d))
		}
	}
	return out
}

// Encode implements puzzles.Instance: a variable a cell (shaded); each
// clue has exactly its number of shaded cells around its point; the
// unshaded cells are connected (added lazily, see cellgrid.Linked).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.impossible(); err != nil {
		return nil, err
	}
	cells := p.Size().Cells()
	shaded := cellgrid.NewVars(m, "shaded", cells)
	for _, pt := range p.Where(clue) {
		m.Exactly(p.At(pt), shaded.Of(p.around(pt))...)
	}
	return decoder{cellgrid.NewShadeVars(p.Size(), shaded.Of(cells)).Linked(false)}, nil
}

// impossible reports a clue larger than the number of cells around its
// point (a 2 in a corner of the board).
func (p *Puzzle) impossible() error {
	for _, pt := range p.Where(clue) {
		if n := len(p.around(pt)); p.At(pt) > n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at grid point %d,%d has only %s around it", p.At(pt), pt.R, pt.C, puzzles.Counted(n, "cell", "cells")),
				Cells:  [][2]int{{pt.R, pt.C}},
			}
		}
	}
	return nil
}

// decoder is the shading with its entries' parts named as cells of the
// point grid (cellgrid.CellKind), so that the page plays on the cells.
type decoder struct{ *cellgrid.Linked }

// Entries implements puzzles.Enterer.
func (d decoder) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	es, err := d.ShadeVars.Entries(a)
	for i := range es {
		es[i].Part.Kind = cellgrid.CellKind
	}
	return es, err
}

// Check implements puzzles.Instance: each clue counts the shaded cells
// that have its point as a corner, and the unshaded cells are connected.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := p.CountedShading(ans, "creek", p.Size(), clue, p.around, func(pt grid.Pos, n int) error {
		return fmt.Errorf("the %d at grid point %d,%d has %s around it", p.At(pt), pt.R, pt.C, puzzles.Counted(n, "shaded cell", "shaded cells"))
	})
	if err != nil {
		return err
	}
	return cellgrid.CheckLinked(sh, false)
}

// Draw implements puzzles.Instance: the clues on the grid points over an
// answer's shaded cells (and, in a partial answer, a dot on each cell
// known to be unshaded) and the board's border.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	return p.Scene(func(s *draw.Scene) {
		var cells draw.Scene
		cellgrid.DrawShading(&cells, a, p.Size(), func(grid.Pos) bool { return true })
		for _, it := range cells.Items { // cell r, c lies between points
			it.X, it.Y = it.X+0.5, it.Y+0.5
			s.Add(it)
		}
		size := p.Size()
		s.Add(draw.Item{Kind: draw.Rect, X: 0.5, Y: 0.5, W: float64(size.Cols), H: float64(size.Rows), Stroke: draw.Ink, Width: 0.05})
	})
}

// Diff implements puzzles.Instance: the cells (cellgrid.CellKind) shaded
// in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	out := puzzles.DiffPictures(x, y)
	for i := range out {
		out[i].Kind = cellgrid.CellKind
	}
	return out
}
