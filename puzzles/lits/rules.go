package lits

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Shapes are the four tetrominoes LITS allows, by letter: L, I, T, S
// (see cellgrid.TetrominoShape; the square is a 2x2 block, which the
// rules forbid).
const Shapes = "LITS"

// Encode implements puzzles.Instance: a variable per cell (shaded), per
// tetromino that fits in a region and per region and shape. Each region
// (but a relaxed one) chooses exactly one tetromino, its shaded cells
// are that tetromino's and its shape that tetromino's; two cells of
// different regions side by side are not both shaded when the regions'
// shapes are the same; no 2x2 block is shaded; the shaded cells are
// connected (added lazily).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, p.encode)
}

// encode adds the rules of the puzzle p to m (see Encode).
func (p *Puzzle) encode(m *sat.Model) puzzles.Decoder {
	_, sh := p.NewShadeVars(m, "shaded", nil)
	shape := map[int][]sat.Lit{}
	regions := p.RegionCells()
	for _, id := range p.IDs() {
		cells := regions[id]
		if p.Relaxed(id) {
			continue
		}
		covers := map[grid.Pos][]sat.Lit{}
		of := map[byte][]sat.Lit{}
		var all []sat.Lit
		for i, pl := range p.Tetrominoes(id, Shapes) {
			x := m.NewVar(fmt.Sprintf("tetromino.%s%d", cellgrid.RegionName(id), i))
			for _, q := range pl.Cells {
				m.Implies(x, sh.At(q))
				covers[q] = append(covers[q], x)
			}
			of[pl.Shape] = append(of[pl.Shape], x)
			all = append(all, x)
		}
		m.ExactlyOne(all...)
		for _, q := range cells {
			m.Implies(sh.At(q), covers[q]...)
		}
		for _, letter := range []byte(Shapes) {
			s := m.NewVar(fmt.Sprintf("shape.%s%c", cellgrid.RegionName(id), letter))
			m.Or(s, of[letter]...)
			shape[id] = append(shape[id], s)
		}
	}
	for _, e := range p.Size().Edges() {
		a, b := p.Of(e.A), p.Of(e.B)
		if a != b && shape[a] != nil && shape[b] != nil {
			for i := range Shapes {
				m.Clause(sh.At(e.A).Not(), sh.At(e.B).Not(), shape[a][i].Not(), shape[b][i].Not())
			}
		}
	}
	sh.NoBlock(m)
	return sh.Linked(true)
}

// Check implements puzzles.Instance: every region (but a relaxed one)
// holds four shaded cells forming a tetromino, no 2x2 block is shaded,
// tetrominoes of the same shape in different regions do not touch along
// a side and the shaded cells are connected.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "lits", p.Size())
	if err != nil {
		return err
	}
	on := func(pos grid.Pos) bool { return p.Size().In(pos) && sh[pos.R][pos.C] }
	if err := cellgrid.CheckBlocks(sh, nil); err != nil {
		return err
	}
	shapes, regions := map[int]byte{}, p.RegionCells()
	for _, id := range p.IDs() {
		if !p.Relaxed(id) {
			shapes[id] = cellgrid.TetrominoShape(slices.DeleteFunc(slices.Clone(regions[id]), func(q grid.Pos) bool { return !on(q) }))
		}
	}
	for _, e := range p.Size().Edges() {
		a, b := p.Of(e.A), p.Of(e.B)
		if a != b && on(e.A) && on(e.B) && shapes[a] != 0 && shapes[a] == shapes[b] {
			return fmt.Errorf("regions %s and %s hold %c tetrominoes that touch at %d,%d and %d,%d",
				cellgrid.RegionName(min(a, b)), cellgrid.RegionName(max(a, b)), shapes[a], e.A.R, e.A.C, e.B.R, e.B.C)
		}
	}
	if err := p.CheckExactly(4, on, "shaded cell", "shaded cells"); err != nil {
		return err
	}
	for _, id := range p.IDs() {
		if shapes[id] == 0 && !p.Relaxed(id) {
			return fmt.Errorf("the shaded cells of region %s are not connected", cellgrid.RegionName(id))
		}
	}
	return cellgrid.CheckLinked(sh, true)
}

// Draw implements puzzles.Instance: the regions, and the answer's shaded
// cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
