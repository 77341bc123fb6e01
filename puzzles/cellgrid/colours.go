package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The characters of a two-colour answer (Yin-Yang): {"grid": ["BW..", ...]},
// every cell black or white ('?' one not known in a partial answer).
const (
	BlackCell = 'B'
	WhiteCell = 'W'
)

// NoBlockLike forbids a 2x2 block of cells all shaded like shaded.
func (v *ShadeVars) NoBlockLike(m *sat.Model, shaded bool) {
	for _, pos := range v.Size.Cells() {
		if pos.R+1 < v.Size.Rows && pos.C+1 < v.Size.Cols {
			var block []sat.Lit
			for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
				block = append(block, v.like(v.At(pos.Add(d)), !shaded))
			}
			m.Clause(block...)
		}
	}
}

// Colouring is the decoder of a two-colour answer whose cells of each
// colour are connected (shaded is black), the rule added lazily: a
// puzzles.Refiner.
type Colouring struct {
	*ShadeVars
	conn graph.Refiner
}

// Colouring returns the decoder of v read as black ('B', shaded) and
// white ('W') cells, with the rule "the cells of each colour are
// connected".
func (v *ShadeVars) Colouring() *Colouring {
	return &Colouring{v, graph.All(v.Connected(true), v.Connected(false))}
}

var _ puzzles.Refiner = (*Colouring)(nil)

// Refine implements puzzles.Refiner: the connectivity cuts.
func (c *Colouring) Refine(value func(sat.Lit) bool) [][]sat.Lit { return c.conn.Refine(value) }

// Decode implements puzzles.Decoder.
func (c *Colouring) Decode(s *sat.Solver) puzzles.Answer { return c.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: '?' where the colour is not
// known.
func (c *Colouring) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return c.picture(known, BlackCell, WhiteCell)
}

// Coloured is the start of Check for a two-colour answer on a board of
// size: the black cells of a picture of 'B' and 'W' only, of the board's
// size; the answer must be one of type name's.
func Coloured(ans puzzles.Answer, name string, size grid.Size) ([][]bool, error) {
	return pictured(ans, name, size, BlackCell, WhiteCell)
}

// CheckNoBlock refuses a 2x2 block of cells all shaded like shaded,
// named what ("white") in the error.
func CheckNoBlock(sh [][]bool, shaded bool, what string) error {
	for r := 0; r+1 < len(sh); r++ {
		for c := 0; c+1 < len(sh[r]); c++ {
			if sh[r][c] == shaded && sh[r+1][c] == shaded && sh[r][c+1] == shaded && sh[r+1][c+1] == shaded {
				return fmt.Errorf("the 2x2 block at %d,%d is all %s", r, c, what)
			}
		}
	}
	return nil
}

// CheckOneRegion refuses cells shaded like shaded, named what, that form
// more than one region.
func CheckOneRegion(sh [][]bool, shaded bool, what string) error {
	if _, n := Regions(sh, shaded); n > 1 {
		return fmt.Errorf("the %s cells form %d separate regions", what, n)
	}
	return nil
}

// ColouredScene is Instance.Draw for a two-colour answer (nil: none):
// the board with its givens, and on each other cell a disc for black or
// a ring for white in the answer's colour.
func (g Grid) ColouredScene(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Shading)
	s := g.Scene(nil)
	for _, pos := range g.Size().Cells() {
		if g.At(pos) != g.c.blank {
			continue
		}
		x, y := draw.Centre(pos.R, pos.C)
		switch a.At(pos) {
		case BlackCell:
			s.Disc(pos.R, pos.C, 0.35, draw.Solved)
		case WhiteCell:
			s.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.35, Stroke: draw.Solved, Width: 0.05})
		}
	}
	return s
}

// Rim returns the cells of the edge of a board of size in order around
// it, clockwise from the top left (nil for a board less than 2x2).
func Rim(size grid.Size) []grid.Pos {
	if size.Rows < 2 || size.Cols < 2 {
		return nil
	}
	var out []grid.Pos
	for c := 0; c < size.Cols-1; c++ {
		out = append(out, grid.Pos{R: 0, C: c})
	}
	for r := 0; r < size.Rows-1; r++ {
		out = append(out, grid.Pos{R: r, C: size.Cols - 1})
	}
	for c := size.Cols - 1; c > 0; c-- {
		out = append(out, grid.Pos{R: size.Rows - 1, C: c})
	}
	for r := size.Rows - 1; r > 0; r-- {
		out = append(out, grid.Pos{R: r, C: 0})
	}
	return out
}
