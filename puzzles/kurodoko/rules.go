package kurodoko

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per blank cell
// (shaded; numbered cells are unshaded); no two shaded cells touch; a
// number n sees n-1 cells besides itself (cellgrid.ShadeVars.Sight); the
// unshaded cells are connected (added lazily, see cellgrid.Linked): the
// shading cellgrid.Grid.SightShading makes, its own rule no two apart.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return p.SightShading(m, func(v *cellgrid.ShadeVars) { v.Apart(m) }), nil
}

// Check implements puzzles.Instance: numbered cells are unshaded, no two
// shaded cells touch, the unshaded cells are connected, and each number
// counts the cells it sees.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := p.SightShaded(ans, "range", "numbered cell")
	if err != nil {
		return err
	}
	if err := cellgrid.CheckApart(sh); err != nil {
		return err
	}
	if err := cellgrid.CheckLinked(sh, false); err != nil {
		return err
	}
	for _, pos := range p.Where(cellgrid.SightNumber) {
		if err := cellgrid.CheckSees(sh, pos, p.At(pos)); err != nil {
			return err
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
