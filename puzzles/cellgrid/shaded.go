package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The characters of a Shaded answer's picture.
const (
	ShadedCell   = '#' // a shaded cell (a mine, a black cell)
	UnshadedCell = '.' // a cell known not to be shaded
	UnknownCell  = '?' // in a partial answer, a cell not known
)

// Shaded is an answer that shades cells (Mosaic's black cells,
// Minesweeper's mines). Its JSON form is {"grid": ["#.#.", ...]}: one
// string a row, '#' a shaded cell, '.' an unshaded one and, in a partial
// answer, '?' a cell not known. Text prints the picture.
type Shaded struct {
	puzzles.Picture
}

// Shading reads the answer on a board of size: true where a cell is
// shaded. It refuses another size and any cell that is not '#' or '.'.
func (a *Shaded) Shading(size grid.Size) ([][]bool, error) {
	return a.Cells(size, ShadedCell, UnshadedCell)
}

// at is the answer's character at pos, 0 off its picture.
func (a *Shaded) at(pos grid.Pos) byte {
	if a == nil || pos.R < 0 || pos.R >= len(a.Grid) || pos.C < 0 || pos.C >= len(a.Grid[pos.R]) {
		return 0
	}
	return a.Grid[pos.R][pos.C]
}

// IsShaded reports whether the answer shades the cell at pos.
func (a *Shaded) IsShaded(pos grid.Pos) bool { return a.at(pos) == ShadedCell }

// ShadedScene is Instance.Draw for a type whose answer is Shaded (nil:
// none): the board as Scene draws it, the answer's shaded cells filled
// beneath the grid (a given on a shaded cell written in the background colour) and,
// in a partial answer, a dot on each blank cell known not to be shaded.
func (g Grid) ShadedScene(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Shaded)
	s := g.Board.Scene()
	size, partial := g.Size(), a != nil && a.Partial()
	for _, pos := range size.Cells() {
		if a.IsShaded(pos) {
			s.FillCell(pos.R, pos.C, draw.Solved)
		}
	}
	s.Grid(size.Rows, size.Cols)
	for _, pos := range size.Cells() {
		sym, _ := g.c.symbols.ByValue(g.At(pos))
		if a.IsShaded(pos) && sym.Look == Given {
			s.CellText(pos.R, pos.C, sym.Clue, draw.Background, true)
		} else {
			drawLook(&s, pos.R, pos.C, sym)
		}
		if partial && a.at(pos) == UnshadedCell && g.At(pos) == g.c.blank {
			s.Dot(pos.R, pos.C)
		}
	}
	return s
}

// DiffShaded is Instance.Diff for Shaded answers: the cells of the board
// whose characters differ, in reading order; nil unless both are Shaded.
func (g Grid) DiffShaded(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffAt(x, y, g.Size(), func(a *Shaded) map[grid.Pos]byte {
		out := map[grid.Pos]byte{}
		for _, pos := range g.Size().Cells() {
			out[pos] = a.at(pos)
		}
		return out
	})
}

// ShadeVars is the decoder of a Shaded answer: a literal a cell in
// reading order, Cols to a row; sat.False for a cell that is never
// shaded (a clue), sat.True for one always shaded.
type ShadeVars struct {
	Cols int
	Lits []sat.Lit
}

// NewShadeVars returns a variable named name.rRcC for each cell of the
// board whose value passes can (nil: every cell), and the decoder that
// reads them, the other cells never shaded.
func (g Grid) NewShadeVars(m *sat.Model, name string, can func(v int) bool) (Vars, *ShadeVars) {
	if can == nil {
		can = func(int) bool { return true }
	}
	vars := NewVars(m, name, g.Where(can))
	d := &ShadeVars{Cols: g.Size().Cols}
	for _, pos := range g.Size().Cells() {
		l, ok := vars[pos]
		if !ok {
			l = sat.False
		}
		d.Lits = append(d.Lits, l)
	}
	return vars, d
}

// Vars implements puzzles.Decoder: the cells' variables (not the
// constants).
func (d *ShadeVars) Vars() []sat.Lit {
	var out []sat.Lit
	for _, l := range d.Lits {
		if !l.IsConst() {
			out = append(out, l)
		}
	}
	return out
}

// Decode implements puzzles.Decoder.
func (d *ShadeVars) Decode(s *sat.Solver) puzzles.Answer {
	return d.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: '#' where a cell is known
// shaded, '.' known unshaded, '?' not known.
func (d *ShadeVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	if d.Cols <= 0 {
		return &Shaded{}
	}
	return &Shaded{*puzzles.DecodePicture(d.Lits, d.Cols, known, ShadedCell, UnshadedCell)}
}
