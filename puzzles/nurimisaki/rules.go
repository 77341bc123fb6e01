package nurimisaki

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per blank cell
// (shaded; circles are unshaded); no 2x2 block shaded or unshaded; a
// circle has exactly one unshaded neighbour, an unshaded blank cell not
// exactly one; a number n sees n-1 cells besides itself
// (cellgrid.ShadeVars.Sight); the unshaded cells are connected (added
// lazily, see cellgrid.Linked): cellgrid.Grid.SightShading with ends.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return p.SightShading(m, func(dec *cellgrid.ShadeVars) { p.ends(m, dec) }), nil
}

// ends adds to m the rules of the shading dec besides the numbers and
// the connection: no 2x2 block shaded or unshaded, a circle with exactly
// one unshaded neighbour, an unshaded blank cell not exactly one.
func (p *Puzzle) ends(m *sat.Model, dec *cellgrid.ShadeVars) {
	dec.NoBlock(m)
	dec.NoBlockLike(m, false)
	for _, pos := range p.Size().Cells() {
		next := p.Size().Neighbours(pos, grid.Orthogonal)
		if !cellgrid.SightBlank(p.At(pos)) {
			var open []sat.Lit
			for _, q := range next {
				open = append(open, dec.At(q).Not())
			}
			m.Exactly(1, open...)
			continue
		}
		for i, q := range next { // not pos and q open, the others shaded
			cl := []sat.Lit{dec.At(pos), dec.At(q)}
			for j, o := range next {
				if j != i {
					cl = append(cl, dec.At(o).Not())
				}
			}
			m.Clause(cl...)
		}
	}
}

// Check implements puzzles.Instance: circles unshaded, no 2x2 block
// shaded or unshaded, the unshaded cells connected, the circles exactly
// the unshaded cells with one unshaded neighbour, each number the cells
// its circle sees.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := p.SightShaded(ans, "nurimisaki", "circle")
	if err != nil {
		return err
	}
	for _, colour := range []bool{true, false} {
		if err := cellgrid.CheckNoBlock(sh, colour, map[bool]string{true: "shaded", false: "unshaded"}[colour]); err != nil {
			return err
		}
	}
	if err := cellgrid.CheckLinked(sh, false); err != nil {
		return err
	}
	for _, pos := range p.Size().Cells() {
		open := openNext(sh, pos)
		switch {
		case !cellgrid.SightBlank(p.At(pos)) && open != 1:
			return fmt.Errorf("the circle at %d,%d has %d unshaded neighbours", pos.R, pos.C, open)
		case cellgrid.SightBlank(p.At(pos)) && !sh[pos.R][pos.C] && open == 1:
			return fmt.Errorf("the unshaded cell at %d,%d is a cape without a circle", pos.R, pos.C)
		case cellgrid.SightNumber(p.At(pos)):
			if err := cellgrid.CheckSees(sh, pos, p.At(pos)); err != nil {
				return err
			}
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the circles; with an answer, the
// shaded cells filled (see cellgrid.Grid.ShadedScene).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }

// openNext counts the unshaded neighbours of pos.
func openNext(sh [][]bool, pos grid.Pos) int {
	n := 0
	for _, q := range (grid.Size{Rows: len(sh), Cols: len(sh[0])}).Neighbours(pos, grid.Orthogonal) {
		if !sh[q.R][q.C] {
			n++
		}
	}
	return n
}
