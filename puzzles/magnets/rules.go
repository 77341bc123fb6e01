package magnets

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Encode implements puzzles.Instance: two variables a cell, + and -,
// never both. A domino's ends are opposite poles or both neutral, a
// wall is neutral, like poles never touch, and each count is met: + cells
// above and left, - cells below and right. A board not tiled by
// dominoes (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, p.encode)
}

// encode adds the rules of the puzzle p to m (see Encode).
func (p *Puzzle) encode(m *sat.Model) puzzles.Decoder {
	cells := p.Size().Cells()
	d := &poles{plus: cellgrid.NewVars(m, "plus", cells), minus: cellgrid.NewVars(m, "minus", cells),
		neutral: cellgrid.NewVars(m, "neutral", cells), cells: cells, cols: p.Size().Cols}
	for _, pos := range cells {
		m.Clause(d.plus[pos].Not(), d.minus[pos].Not())
		m.And(d.neutral[pos], d.plus[pos].Not(), d.minus[pos].Not())
		if o, ok := partner(p.Cells, pos); ok {
			m.Equiv(d.plus[pos], d.minus[o])
		} else { // a wall
			m.Unit(d.plus[pos].Not())
			m.Unit(d.minus[pos].Not())
		}
	}
	for _, e := range p.Size().Edges() {
		m.Clause(d.plus[e.A].Not(), d.plus[e.B].Not())
		m.Clause(d.minus[e.A].Not(), d.minus[e.B].Not())
	}
	for _, l := range p.Lines() {
		counted := d.plus
		if sign(l.Side) == '-' {
			counted = d.minus
		}
		m.Exactly(l.Clue, counted.Of(l.Cells)...)
	}
	return d
}

// sign is the pole the counts of a side count: + above and left, -
// below and right.
func sign(s cellgrid.Side) byte {
	if s == cellgrid.Bottom || s == cellgrid.Right {
		return '-'
	}
	return '+'
}

// tally counts the poles of each line of a board: + for the counts
// above and left, - below and right.
func tally(size grid.Size, at func(grid.Pos) byte) cellgrid.Edges {
	e := cellgrid.NewEdges(size)
	for _, side := range cellgrid.Sides {
		for i := range e[side] {
			e[side][i] = 0
			for _, pos := range side.Cells(size, i) {
				if at(pos) == sign(side) {
					e[side][i]++
				}
			}
		}
	}
	return e
}

// poles decodes the + and - variables into an Answer and reads a
// person's entries (neutral is neither, for an entry '.').
type poles struct {
	plus, minus, neutral cellgrid.Vars
	cells                []grid.Pos
	cols                 int
}

// Entries implements puzzles.Enterer: a cell entered '+', '-' or '.'
// (neutral); any other character is not known.
func (d *poles) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	var out []puzzles.Entry
	for _, k := range []struct {
		lits  cellgrid.Vars
		pole  byte
		words string
	}{{d.plus, '+', "is +"}, {d.minus, '-', "is -"}, {d.neutral, '.', "is neutral"}} {
		es, err := puzzles.PictureEntries(a, k.lits.Of(d.cells), d.cols, k.pole, 0, k.words, "")
		if err != nil {
			return nil, err
		}
		out = append(out, es...)
	}
	slices.SortStableFunc(out, func(x, y puzzles.Entry) int { return (x.Part.R-y.Part.R)*d.cols + x.Part.C - y.Part.C })
	return out, nil
}

// Vars implements puzzles.Decoder: the + variables, then the - ones.
func (d *poles) Vars() []sat.Lit { return append(d.plus.Of(d.cells), d.minus.Of(d.cells)...) }

// Decode implements puzzles.Decoder.
func (d *poles) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a cell is '+' or '-' when
// its variable is known true, '.' when both are known false, else '?'.
func (d *poles) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	plus := puzzles.DecodePicture(d.plus.Of(d.cells), d.cols, known, '+', '.').Grid
	minus := puzzles.DecodePicture(d.minus.Of(d.cells), d.cols, known, '-', '.').Grid
	for r, row := range plus {
		b := []byte(row)
		for c := range b {
			if b[c] == '.' || b[c] == '?' && minus[r][c] == '-' {
				b[c] = minus[r][c]
			}
		}
		plus[r] = string(b)
	}
	return &Answer{Grid: plus}
}

// Check implements puzzles.Instance: every cell '+', '-' or '.'; each
// domino a magnet (a + end and a - end) or neutral (both '.'); walls
// neutral; no + beside a + nor - beside a -; every count met.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "magnets")
	if err != nil {
		return err
	}
	if err := p.Validate(); err != nil {
		return err
	}
	size := p.Size()
	if len(a.Grid) != size.Rows {
		return fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), size.Rows)
	}
	for r, row := range a.Grid {
		if len(row) != size.Cols {
			return fmt.Errorf("row %d of the answer has %d cells, the board %d", r+1, len(row), size.Cols)
		}
	}
	at := func(pos grid.Pos) byte { return a.Grid[pos.R][pos.C] }
	for _, pos := range size.Cells() {
		o, ok := partner(p.Cells, pos)
		switch v := at(pos); {
		case v != '+' && v != '-' && v != '.':
			return fmt.Errorf("the cell at %s is %q, not '+', '-' or '.'", puzzles.CellName(pos), v)
		case !ok && v != '.':
			return fmt.Errorf("the cell at %s is in no domino and holds %c", puzzles.CellName(pos), v)
		case ok && v == '.' && at(o) != '.':
			return fmt.Errorf("the domino at %s and %s is half neutral, half %c", puzzles.CellName(pos), puzzles.CellName(o), at(o))
		case ok && v != '.' && at(o) == v:
			return fmt.Errorf("the domino at %s and %s has two %c ends", puzzles.CellName(pos), puzzles.CellName(o), v)
		}
	}
	for _, e := range size.Edges() {
		if v := at(e.A); v != '.' && v == at(e.B) {
			return fmt.Errorf("like poles touch: %c at %s and at %s", v, puzzles.CellName(e.A), puzzles.CellName(e.B))
		}
	}
	got := tally(size, at)
	for _, l := range p.Lines() {
		if n := got[l.Side][l.Index]; n != l.Clue {
			return fmt.Errorf("the count %d %s: the line has %d %c cells", l.Clue, l.Where(), n, sign(l.Side))
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the counts, + in the top left
// corner and - in the bottom right, the dominoes' outlines and the
// answer's poles.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	size := p.Size()
	s := p.Scene(func(s *draw.Scene) {
		cellgrid.DrawBorders(s, size, draw.Ink, func(x, y grid.Pos) bool {
			o, ok := partner(p.Cells, x)
			return !ok || o != y
		})
		for _, pos := range size.Cells() {
			if v := a.At(pos); v == '+' || v == '-' {
				s.CellText(pos.R, pos.C, map[byte]string{'+': "+", '-': "−"}[v], draw.Solved, true)
			} else if v == '.' && p.At(pos) != Wall {
				s.Dot(pos.R, pos.C)
			}
		}
	})
	s.CellText(0, 0, "+", draw.Ink, true)
	s.CellText(size.Rows+1, size.Cols+1, "−", draw.Ink, true)
	return s
}

// Diff implements puzzles.Instance: the cells whose poles differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return puzzles.DiffPictures(x, y) }
