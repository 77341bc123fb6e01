package cave

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per blank cell
// (shaded; numbered cells are unshaded); a number n sees n-1 cells
// besides itself (cellgrid.ShadeVars.Sight); the unshaded cells are
// connected (cellgrid.Linked) and every shaded cell reaches the edge
// through shaded cells (edgeward), both added lazily. Two rules those
// imply help the search: a shaded cell off the edge has a shaded
// neighbour, and no 2x2 block is shaded like a checkerboard (its two
// unshaded cells joined would shut one shaded cell in).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	var edge *graph.Connected
	linked := p.SightShading(m, func(v *cellgrid.ShadeVars) {
		edge = edgeward(v)
		size := v.Size
		for _, pos := range size.Cells() {
			next := size.Neighbours(pos, grid.Orthogonal)
			if len(next) == 4 {
				var shaded []sat.Lit
				for _, q := range next {
					shaded = append(shaded, v.At(q))
				}
				m.Implies(v.At(pos), shaded...)
			}
			if pos.R+1 < size.Rows && pos.C+1 < size.Cols {
				a, b := v.At(pos), v.At(pos.Add(grid.Delta{R: 1, C: 1}))
				c, d := v.At(pos.Add(grid.Delta{C: 1})), v.At(pos.Add(grid.Delta{R: 1}))
				m.Clause(a.Not(), b.Not(), c, d)
				m.Clause(a, b, c.Not(), d.Not())
			}
		}
	})
	return &shading{linked, edge}, nil
}

// shading is the decoder: the cells' shading, whose unshaded cells are
// connected and whose shaded cells reach the edge, both rules added
// lazily (a puzzles.Refiner).
type shading struct {
	*cellgrid.Linked
	edge *graph.Connected
}

var _ puzzles.Refiner = (*shading)(nil)

// Refine implements puzzles.Refiner: the cuts of both rules.
func (s *shading) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	return graph.All(s.Linked, s.edge).Refine(value)
}

// edgeward is the rule "every shaded cell of v reaches the edge through
// shaded cells": the shaded cells and the outside of the board, a vertex
// always active next to every cell on the edge, are connected.
func edgeward(v *cellgrid.ShadeVars) *graph.Connected {
	size, out := v.Size, v.Size.Rows*v.Size.Cols
	var ends [][2]int
	for _, e := range size.Edges() {
		ends = append(ends, [2]int{size.Index(e.A), size.Index(e.B)})
	}
	for _, pos := range size.Cells() {
		if len(size.Neighbours(pos, grid.Orthogonal)) < 4 {
			ends = append(ends, [2]int{size.Index(pos), out})
		}
	}
	active := append(append([]sat.Lit(nil), v.Lits...), sat.True)
	return &graph.Connected{G: graph.New(out+1, ends, nil), Active: active, Minimal: true}
}

// Check implements puzzles.Instance: numbered cells are unshaded, the
// unshaded cells are connected, every shaded cell reaches the edge
// through shaded cells, and each number counts the cells it sees.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := p.SightShaded(ans, "cave", "numbered cell")
	if err != nil {
		return err
	}
	if err := cellgrid.CheckLinked(sh, false); err != nil {
		return err
	}
	if err := checkEdge(sh); err != nil {
		return err
	}
	for _, pos := range p.Where(cellgrid.SightNumber) {
		if err := cellgrid.CheckSees(sh, pos, p.At(pos)); err != nil {
			return err
		}
	}
	return nil
}

// checkEdge refuses a region of shaded cells none of which is on the
// edge of the board, naming its first cell.
func checkEdge(sh [][]bool) error {
	size := grid.Size{Rows: len(sh), Cols: len(sh[0])}
	region, n := cellgrid.Regions(sh, true)
	edge := make([]bool, n)
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 && (pos.R == 0 || pos.C == 0 || pos.R == size.Rows-1 || pos.C == size.Cols-1) {
			edge[k] = true
		}
	}
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 && !edge[k] {
			return fmt.Errorf("the shaded cell at %d,%d does not reach the edge through shaded cells", pos.R, pos.C)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the numbers; with an answer, the
// shaded cells filled and, in a partial answer, a dot on each blank cell
// known to be unshaded.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	return p.Scene(func(s *draw.Scene) {
		cellgrid.DrawShading(s, a, p.Size(), func(pos grid.Pos) bool { return cellgrid.SightBlank(p.At(pos)) })
	})
}

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
