package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: a variable per cell (a star),
// exactly K true in every row, column and region (any number in a
// relaxed region), and no two stars touching, even diagonally. A board
// that is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, func(m *sat.Model) puzzles.Decoder {
		vars, sh := p.NewShadeVars(m, "star", nil)
		for _, line := range p.Runs(func(int) bool { return true }) {
			m.Exactly(p.K, vars.Of(line)...)
		}
		p.Exactly(m, p.K, sh.At)
		cellgrid.NoTouch(m, p.Size(), sh.At)
		return cellgrid.ShadedMarks[names]{ShadeVars: sh, Mark: '*'}
	})
}

// Check implements puzzles.Instance: the stars lie on distinct cells of
// the board, no two touch (not even diagonally), and every row, column
// and region (but the relaxed ones) holds exactly K of them.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "starbattle")
	if err != nil {
		return err
	}
	star, err := puzzles.PlacedSet(a.On, p.Size(), "star", "", func(grid.Pos) bool { return false })
	if err != nil {
		return err
	}
	if a, b, ok := cellgrid.Touching(p.Size(), star); ok {
		return fmt.Errorf("the stars at r%dc%d and r%dc%d touch", a.R+1, a.C+1, b.R+1, b.C+1)
	}
	for i, line := range p.Runs(func(int) bool { return true }) {
		if n := puzzles.CountIn(star, line...); n != p.K {
			return fmt.Errorf("%s %d has %s, not %d", [2]string{"row", "column"}[i/p.Size().Rows], i%p.Size().Rows+1, starCount(n), p.K)
		}
	}
	return p.CheckExactly(p.K, func(pos grid.Pos) bool { return star[pos] }, "star", "stars")
}

// Draw implements puzzles.Instance: the regions (cellgrid.Regioned.Scene)
// and a caption with the star count; an answer adds its stars and a dot
// on each cell its picture shows empty.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	s.H += puzzles.CaptionHeight
	if a, ok := ans.(*Answer); ok && a != nil {
		a.DrawPictured(&s, cellgrid.Star)
	}
	caption := starCount(p.K) + " per row, column and region"
	if len(p.Free) > 0 {
		caption += fmt.Sprintf(" (%d relaxed)", len(p.Free))
	}
	puzzles.AddCaption(&s, p.Size().Rows, caption)
	return s
}

// Diff implements puzzles.Instance: the cells holding a star in one
// answer only, in reading order.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, p.Size(), (*Answer).Set)
}
