package slitherlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func clue(v int) bool { return v != None }

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop along the grid (every corner has 0 or 2 lines, and
// the lines are connected, checked lazily by Refine), and every clue
// counts the sides of its cell on the loop.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e := p.LoopVars(m, cellgrid.Corners)
	for _, pos := range p.Where(clue) {
		m.Exactly(p.At(pos), e.Sides(pos)...)
	}
	return e, nil
}

// Check implements puzzles.Instance: the loop runs along the sides of
// cells from corner to neighbouring corner, never visits a corner twice
// and closes; every clue counts the sides of its cell on the loop.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, _, err := p.CheckLoop(ans, cellgrid.Corners)
	if err != nil {
		return err
	}
	on := a.Links()
	for _, pos := range p.Where(clue) {
		r, c, n := pos.R, pos.C, p.At(pos)
		sides := []grid.Link{{{r, c}, {r, c + 1}}, {{r, c + 1}, {r + 1, c + 1}}, {{r + 1, c}, {r + 1, c + 1}}, {{r, c}, {r + 1, c}}}
		if count := puzzles.CountIn(on, sides...); count != n {
			return fmt.Errorf("the %d at %d,%d has %d sides on the loop", n, r, c, count)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: a dot at every corner and the clues in
// their cells; with an answer, each side on the loop as a thick line (a
// partial answer adds a small cross on each side known to stay empty).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	size := p.Size()
	s := p.Board.Scene()
	if a, ok := ans.(*Answer); ok && a != nil {
		a.Draw(&s, cellgrid.Corners)
	}
	for r := 0; r <= size.Rows; r++ {
		for c := 0; c <= size.Cols; c++ {
			s.Add(draw.Item{Kind: draw.Circle, X: float64(c), Y: float64(r), R: 0.07, Fill: draw.Ink})
		}
	}
	puzzles.DrawClues(&s, p.Clues(), draw.Ink, false)
	return s
}

// Diff implements puzzles.Instance: for each side drawn in one answer
// only, the first cell beside it in reading order.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return p.DiffLoops(x, y, cellgrid.Corners)
}

// Locate implements puzzles.Locator for the answer's picture (see
// cellgrid.Lattice.Locate).
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	return cellgrid.Corners.Locate(p.Size(), row, col, text)
}
