package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: the numbers' islands
// (cellgrid.NewIslandVars: each grown from its number within its size
// less one steps, an unshaded cell on exactly one, an island of exactly
// its size). No 2x2 block is all shaded; every shaded cell has a shaded
// neighbour (when the sea has 2 cells or more); the sea, and each island
// of a '?', is connected (graph.Connected, lazily). The islands' sizes
// reach gophersat as cardinality constraints (sat.Model.Plain).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	m.Plain()
	clues := p.Where(func(v int) bool { return v != Empty })
	sizes := make([]int, len(clues))
	for i, c := range clues {
		sizes[i] = p.At(c)
	}
	e, err := cellgrid.NewIslandVars(m, p.Size(), clues, sizes)
	if err != nil {
		return nil, err
	}
	e.NoBlock(m)
	if e.Sea >= 2 {
		e.NotAlone(m, true)
	}
	sea := e.Connected(true)
	sea.Minimal = true
	e.Lazy = append([]graph.Refiner{sea}, e.Lazy...)
	return e, nil
}

// Answer is a shading (see cellgrid.Shading): '#' a shaded cell (sea),
// '.' an unshaded one (island); a partial answer has '?' where the
// shading is not known.
type Answer = cellgrid.Shading

// Check implements puzzles.Instance: numbered cells are unshaded, no 2x2
// block is all shaded, the shaded cells are connected, and every island
// (a connected region of unshaded cells) holds exactly one number, equal
// to its size unless it is '?'.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "nurikabe", p.Size())
	if err != nil {
		return err
	}
	err = cellgrid.CheckBlocks(sh, func(pos grid.Pos, shaded bool) error {
		if shaded && p.IsClue(pos) {
			return fmt.Errorf("the number at %d,%d is shaded", pos.R, pos.C)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if _, n := cellgrid.Regions(sh, true); n > 1 {
		return fmt.Errorf("the shaded cells form %d separate regions", n)
	}
	return cellgrid.CheckIslands(sh, func(pos grid.Pos) (int, bool) { return p.At(pos), p.IsClue(pos) })
}

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}

// Draw implements puzzles.Instance: the numbers (and '?'s) in their cells;
// with an answer, the sea's cells shaded dark (a partial answer marks the
// cells known to be unshaded with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	return p.Scene(func(s *draw.Scene) {
		cellgrid.DrawShading(s, a, p.Size(), func(pos grid.Pos) bool { return !p.IsClue(pos) })
	})
}
