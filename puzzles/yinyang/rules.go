package yinyang

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func blank(v int) bool { return v == Blank }

// Encode implements puzzles.Instance: a variable per empty cell (black;
// the circles fix theirs); no 2x2 block of one colour; no 2x2 block
// coloured like a checkerboard (its two black cells joined would cut its
// white ones apart) and at most two changes of colour around the edge
// (implied likewise, they help the search); the cells of each
// colour are connected (added lazily, see cellgrid.Colouring).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	_, dec := p.NewShadeVars(m, "black", blank)
	for _, pos := range p.Where(func(v int) bool { return v == Black }) {
		dec.Lits[p.Size().Index(pos)] = sat.True
	}
	dec.NoBlockLike(m, true)
	dec.NoBlockLike(m, false)
	size := p.Size()
	for _, pos := range size.Cells() {
		if pos.R+1 < size.Rows && pos.C+1 < size.Cols {
			a, b := dec.At(pos), dec.At(pos.Add(grid.Delta{R: 1, C: 1}))
			c, d := dec.At(pos.Add(grid.Delta{C: 1})), dec.At(pos.Add(grid.Delta{R: 1}))
			m.Clause(a.Not(), b.Not(), c, d)
			m.Clause(a, b, c.Not(), d.Not())
		}
	}
	if ring := cellgrid.Rim(size); ring != nil {
		var change []sat.Lit
		for i, pos := range ring {
			a, b, x := dec.At(pos), dec.At(ring[(i+1)%len(ring)]), m.NewVar(fmt.Sprintf("change.%s", pos))
			m.Clause(a.Not(), b, x)
			m.Clause(a, b.Not(), x)
			change = append(change, x)
		}
		m.AtMost(2, change...)
	}
	return dec.Colouring(), nil
}

// Check implements puzzles.Instance: every cell black or white, the
// circles their colour, no 2x2 block of one colour, the cells of each
// colour connected.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	black, err := cellgrid.Coloured(ans, "yinyang", p.Size())
	if err != nil {
		return err
	}
	for _, pos := range p.Size().Cells() {
		if v := p.At(pos); v != Blank && black[pos.R][pos.C] != (v == Black) {
			return fmt.Errorf("the %s circle at %d,%d is coloured otherwise", map[bool]string{true: "black", false: "white"}[v == Black], pos.R, pos.C)
		}
	}
	for _, colour := range []bool{true, false} {
		what := map[bool]string{true: "black", false: "white"}[colour]
		if err := cellgrid.CheckNoBlock(black, colour, what); err != nil {
			return err
		}
		if err := cellgrid.CheckOneRegion(black, colour, what); err != nil {
			return err
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the circles; with an answer, a disc
// on each black cell and a ring on each white one.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ColouredScene(ans) }

// Diff implements puzzles.Instance: the cells coloured otherwise.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
