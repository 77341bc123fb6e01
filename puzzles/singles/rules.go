package singles

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// lines are the rows and the columns of the board.
func (p *Puzzle) lines() [][]grid.Pos {
	size := p.Size()
	out := make([][]grid.Pos, size.Rows+size.Cols)
	for _, pos := range size.Cells() {
		out[pos.R] = append(out[pos.R], pos)
		out[size.Rows+pos.C] = append(out[size.Rows+pos.C], pos)
	}
	return out
}

// same groups the numbered cells of a line by their number, in the
// order the numbers come.
func (p *Puzzle) same(line []grid.Pos) [][]grid.Pos {
	at := map[int]int{}
	var out [][]grid.Pos
	for _, pos := range line {
		if v := p.At(pos); v != Blank {
			if _, ok := at[v]; !ok {
				at[v] = len(out)
				out = append(out, nil)
			}
			out[at[v]] = append(out[at[v]], pos)
		}
	}
	return out
}

// Encode implements puzzles.Instance: a variable per cell (shaded); of
// the cells of a row or column that hold one number at most one is
// unshaded; no two shaded cells touch; the unshaded cells are connected
// (added lazily, see cellgrid.Linked).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	shaded, dec := p.NewShadeVars(m, "shaded", nil)
	for _, line := range p.lines() {
		for _, cells := range p.same(line) {
			var open []sat.Lit
			for _, l := range shaded.Of(cells) {
				open = append(open, l.Not())
			}
			m.AtMostOne(open...)
		}
	}
	dec.Apart(m)
	return dec.Linked(false), nil
}

// Check implements puzzles.Instance: no number twice unshaded in a row
// or column, no two shaded cells side by side, the unshaded cells
// connected.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "singles", p.Size())
	if err != nil {
		return err
	}
	for _, line := range p.lines() {
		for _, cells := range p.same(line) {
			var open []grid.Pos
			for _, pos := range cells {
				if !sh[pos.R][pos.C] {
					open = append(open, pos)
				}
			}
			if len(open) > 1 {
				a, b := open[0], open[1]
				return fmt.Errorf("the %ds at %d,%d and %d,%d are both unshaded", p.At(a), a.R, a.C, b.R, b.C)
			}
		}
	}
	if err := cellgrid.CheckApart(sh); err != nil {
		return err
	}
	return cellgrid.CheckLinked(sh, false)
}

// Draw implements puzzles.Instance: the numbers; with an answer, the
// shaded cells filled (see cellgrid.Grid.ShadedScene).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
