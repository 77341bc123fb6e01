package norinori

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per cell (shaded);
// exactly two shaded in each region (any number in a relaxed one); a
// shaded cell has exactly one shaded neighbour. A board that is no
// puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, func(m *sat.Model) puzzles.Decoder {
		_, sh := p.NewShadeVars(m, "shaded", nil)
		p.Exactly(m, 2, sh.At)
		sh.Touching(m, 1)
		return sh
	})
}

// Check implements puzzles.Instance: a shading of the board whose every
// shaded cell has exactly one shaded neighbour and whose every region
// (but the relaxed ones) holds exactly two shaded cells.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "norinori", p.Size())
	if err != nil {
		return err
	}
	on := func(pos grid.Pos) bool { return p.Size().In(pos) && sh[pos.R][pos.C] }
	for _, pos := range p.Size().Cells() {
		if n := puzzles.CountFunc(p.Around(pos), on); on(pos) && n != 1 {
			return fmt.Errorf("the shaded cell %d,%d has %s", pos.R, pos.C, puzzles.Counted(n, "shaded neighbour", "shaded neighbours"))
		}
	}
	return p.CheckExactly(2, on, "shaded cell", "shaded cells")
}

// Draw implements puzzles.Instance: the regions, and the answer's shaded
// cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
