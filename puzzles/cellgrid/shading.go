package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Shading is an answer that shades cells (Nurikabe's sea, Mosaic's
// black cells, Minesweeper's mines): {"grid": ["#..#", ...]}, one string
// a row, '#' a shaded cell, '.' an unshaded one and, in a partial
// answer, '?' one not known (see puzzles.Picture).
type Shading = puzzles.Picture

// The characters of a Shading's picture.
const (
	ShadedCell   = '#' // a shaded cell
	UnshadedCell = '.' // a cell known not to be shaded
)

// ShadeVars is the decoder of a Shading: a literal per cell, in reading
// order (sat.True or sat.False for a cell whose shading the rules fix),
// with the grid-shaped rules over them. The graph of the cells and their
// orthogonal neighbours is G (graph.Square).
type ShadeVars struct {
	Size grid.Size
	G    *graph.Graph
	Lits []sat.Lit
}

// NewShadeVars returns the shading of a board of size whose cells' literals
// are lits (by cell index).
func NewShadeVars(size grid.Size, lits []sat.Lit) *ShadeVars {
	return &ShadeVars{Size: size, G: graph.Square(size), Lits: lits}
}

// NewShadeVars returns a variable named name.rRcC for each cell of the
// board whose value passes can (nil: every cell), and the decoder that
// reads them, the other cells never shaded.
func (g Grid) NewShadeVars(m *sat.Model, name string, can func(v int) bool) (Vars, *ShadeVars) {
	if can == nil {
		can = func(int) bool { return true }
	}
	vars := NewVars(m, name, g.Where(can))
	lits := make([]sat.Lit, 0, g.Size().Rows*g.Size().Cols)
	for _, pos := range g.Size().Cells() {
		l, ok := vars[pos]
		if !ok {
			l = sat.False
		}
		lits = append(lits, l)
	}
	return vars, NewShadeVars(g.Size(), lits)
}

// At returns the literal of cell pos.
func (v *ShadeVars) At(pos grid.Pos) sat.Lit { return v.Lits[v.Size.Index(pos)] }

// NoBlock forbids a 2x2 block of cells all shaded.
func (v *ShadeVars) NoBlock(m *sat.Model) {
	for _, pos := range v.Size.Cells() {
		if pos.R+1 < v.Size.Rows && pos.C+1 < v.Size.Cols {
			var block []sat.Lit
			for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
				block = append(block, v.At(pos.Add(d)).Not())
			}
			m.Clause(block...)
		}
	}
}

// NotAlone asks a neighbour shaded like it of every shaded cell (of every
// unshaded one, when shaded is false): what connects them, when there are
// two or more.
func (v *ShadeVars) NotAlone(m *sat.Model, shaded bool) {
	for c, l := range v.Lits {
		var next []sat.Lit
		for _, e := range v.G.Incident(c) {
			next = append(next, v.like(v.Lits[v.G.Other(e, c)], shaded))
		}
		m.Implies(v.like(l, shaded), next...)
	}
}

// Touching asks exactly n shaded neighbours of every shaded cell (n = 1:
// the shaded cells are dominoes, as in Norinori).
func (v *ShadeVars) Touching(m *sat.Model, n int) {
	for c, l := range v.Lits {
		var next []sat.Lit
		for _, e := range v.G.Incident(c) {
			next = append(next, v.Lits[v.G.Other(e, c)])
		}
		m.AtLeastIf(n, next, l)
		m.AtMostIf(n, next, l)
	}
}

// Connected is the rule "the shaded cells are connected" (the unshaded
// ones, when shaded is false), added lazily: a puzzles.Refiner.
func (v *ShadeVars) Connected(shaded bool) *graph.Connected {
	active := make([]sat.Lit, len(v.Lits))
	for c, l := range v.Lits {
		active[c] = v.like(l, shaded)
	}
	return &graph.Connected{G: v.G, Active: active}
}

// like is l, or its negation when shaded is false.
func (v *ShadeVars) like(l sat.Lit, shaded bool) sat.Lit {
	if shaded {
		return l
	}
	return l.Not()
}

// Vars implements puzzles.Decoder: the cells that may be either.
func (v *ShadeVars) Vars() []sat.Lit { return sat.Free(v.Lits) }

// Decode implements puzzles.Decoder.
func (v *ShadeVars) Decode(s *sat.Solver) puzzles.Answer { return v.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: '?' where the shading is not
// known.
func (v *ShadeVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return v.picture(known, ShadedCell, UnshadedCell)
}

// picture is the cells' picture, on where shaded and off where not.
func (v *ShadeVars) picture(known func(l sat.Lit) (value, ok bool), on, off byte) *Shading {
	if v.Size.Cols <= 0 {
		return &Shading{}
	}
	return puzzles.DecodePicture(v.Lits, v.Size.Cols, known, on, off)
}

// Shaded is the start of Check for a shading on a board of size: ans must
// be a Shading of the board's size, of '#' and '.' only; it returns the
// shaded cells. The answer must be one of type name's.
func Shaded(ans puzzles.Answer, name string, size grid.Size) ([][]bool, error) {
	return pictured(ans, name, size, ShadedCell, UnshadedCell)
}

// CountedShading is Shaded for a board whose clues count shaded cells
// (Mosaic's, Creek's): each clue of g, a cell or point where clue holds,
// counts the shaded cells among cells(at), at its place. A clue that
// counts n cells, not its number, is the error wrong(at, n).
func (g Grid) CountedShading(ans puzzles.Answer, name string, size grid.Size, clue func(int) bool, cells func(at grid.Pos) []grid.Pos, wrong func(at grid.Pos, n int) error) ([][]bool, error) {
	sh, err := Shaded(ans, name, size)
	if err != nil {
		return nil, err
	}
	for _, at := range g.Where(clue) {
		if n := puzzles.CountFunc(cells(at), func(q grid.Pos) bool { return sh[q.R][q.C] }); n != g.At(at) {
			return nil, wrong(at, n)
		}
	}
	return sh, nil
}

// pictured reads ans, a picture of on and off of a board of size, as one
// of type name's answers: true where on.
func pictured(ans puzzles.Answer, name string, size grid.Size, on, off byte) ([][]bool, error) {
	a, err := puzzles.AnswerAs[*Shading](ans, name)
	if err != nil {
		return nil, err
	}
	return a.Cells(size, on, off)
}

// ShadedScene is Instance.Draw for a type whose answer is a Shading
// (nil: none) shown in the answer's colour: the board as Scene draws it,
// the shaded cells filled beneath the grid (a given on a shaded cell
// written in the background colour) and, in a partial answer, a dot on
// each blank cell known not to be shaded.
func (g Grid) ShadedScene(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Shading)
	s := g.Board.Scene()
	size, partial := g.Size(), a != nil && a.Partial()
	for _, pos := range size.Cells() {
		if a.At(pos) == ShadedCell {
			s.FillCell(pos.R, pos.C, draw.Solved)
		}
	}
	s.Grid(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		sym, _ := g.c.symbols.ByValue(g.At(pos))
		if a.At(pos) == ShadedCell && sym.Look == Given {
			s.CellText(pos.R, pos.C, sym.Clue, draw.Background, true)
		} else {
			drawLook(&s, pos.R, pos.C, sym)
		}
		if partial && a.At(pos) == UnshadedCell && g.At(pos) == g.c.blank {
			s.Dot(pos.R, pos.C)
		}
	}
	return s
}

// DiffShaded is Instance.Diff for Shading answers: the cells of the
// board whose characters differ, in reading order; nil unless both are
// Shadings.
func (g Grid) DiffShaded(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, g.Size(), func(a *Shading) map[grid.Pos]byte {
		out := map[grid.Pos]byte{}
		for _, pos := range g.Size().Cells() {
			out[pos] = a.At(pos)
		}
		return out
	})
}

// CheckBlocks goes over the cells in reading order and refuses the
// first that cell refuses (nil: none) or that is the top left of a 2x2
// block all shaded.
func CheckBlocks(sh [][]bool, cell func(pos grid.Pos, shaded bool) error) error {
	for r := range sh {
		for c := range sh[r] {
			if cell != nil {
				if err := cell(grid.Pos{R: r, C: c}, sh[r][c]); err != nil {
					return err
				}
			}
			if r+1 < len(sh) && c+1 < len(sh[r]) && sh[r][c] && sh[r+1][c] && sh[r][c+1] && sh[r+1][c+1] {
				return fmt.Errorf("the 2x2 block at %d,%d is all shaded", r, c)
			}
		}
	}
	return nil
}

// Regions returns the regions of the cells shaded like shaded (see
// graph.Graph.Regions): the region of each cell by index (-1 for the
// others) and their number.
func Regions(sh [][]bool, shaded bool) (region []int, n int) {
	size := grid.Size{Rows: len(sh), Cols: len(sh[0])}
	on := make([]bool, size.Rows*size.Cols)
	for _, pos := range size.Cells() {
		on[size.Index(pos)] = sh[pos.R][pos.C] == shaded
	}
	return graph.Square(size).Regions(on)
}

// DrawShading draws a shading: its shaded cells filled dark and, in a
// partial answer, a dot on each cell known to be unshaded where plain
// says the board leaves room for one.
func DrawShading(s *draw.Scene, a *Shading, size grid.Size, plain func(grid.Pos) bool) {
	if a == nil || len(a.Grid) != size.Rows {
		return
	}
	partial := a.Partial()
	for r, line := range a.Grid {
		for c := 0; c < len(line) && c < size.Cols; c++ {
			switch {
			case line[c] == '#':
				s.FillCell(r, c, draw.Black)
			case line[c] == '.' && partial && plain(grid.Pos{R: r, C: c}):
				s.Dot(r, c)
			}
		}
	}
}
