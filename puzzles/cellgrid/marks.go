package cellgrid

import (
	"bytes"
	"encoding/json"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// MarkNames name the parts of an answer that marks cells: On the JSON
// field of the marked cells ("lights"), Off that of the cells a partial
// answer knows to be unmarked ("dark").
type MarkNames interface {
	Names() (on, off string)
}

// Marks is an answer that marks cells (lights, tents, stars). Its JSON
// form is {"<on>": [[r, c], ...], "<off>": [...], "grid": [...]}: the
// marked cells in reading order, in a partial answer the cells known to
// be unmarked, and the picture Text prints.
type Marks[N MarkNames] struct {
	On, Off [][2]int
	Grid    []string
}

// Text implements puzzles.Answer: the picture, or the marked cells when
// the answer has none.
func (a *Marks[N]) Text() string { return CellsText(a.Grid, a.On) }

// Set returns the marked cells as a set.
func (a *Marks[N]) Set() map[grid.Pos]bool { return puzzles.CellSet(a.On) }

// Draw draws the marks: a disc on each marked cell, a dot on each cell a
// partial answer knows to be unmarked.
func (a *Marks[N]) Draw(s *draw.Scene) {
	for _, c := range a.On {
		s.Disc(c[0], c[1], 0.3, draw.Solved)
	}
	s.Dots(a.Off)
}

// MarshalJSON writes the answer under N's names; the off cells only when
// there are some.
func (a *Marks[N]) MarshalJSON() ([]byte, error) {
	var n N
	on, off := n.Names()
	var b bytes.Buffer
	b.WriteString("{")
	field(&b, on, a.On, false)
	if len(a.Off) > 0 {
		field(&b, off, a.Off, true)
	}
	if len(a.Grid) > 0 {
		field(&b, "grid", a.Grid, true)
	}
	b.WriteString("}")
	return b.Bytes(), nil
}

// field writes one JSON field.
func field(b *bytes.Buffer, name string, v any, comma bool) {
	if comma {
		b.WriteString(",")
	}
	k, _ := json.Marshal(name)
	js, _ := json.Marshal(v)
	b.Write(k)
	b.WriteString(":")
	b.Write(js)
}

// UnmarshalJSON reads the answer under N's names.
func (a *Marks[N]) UnmarshalJSON(js []byte) error {
	var n N
	on, off := n.Names()
	var m map[string]json.RawMessage
	if err := json.Unmarshal(js, &m); err != nil {
		return err
	}
	*a = Marks[N]{}
	for name, dst := range map[string]any{on: &a.On, off: &a.Off, "grid": &a.Grid} {
		if raw, ok := m[name]; ok {
			if err := json.Unmarshal(raw, dst); err != nil {
				return err
			}
		}
	}
	return nil
}

// MarkVars is the decoder of a Marks answer: a variable per cell that
// may be marked.
type MarkVars[N MarkNames] struct {
	Cells []grid.Pos // in reading order
	Lits  []sat.Lit  // the cells' variables, in the same order
	// Picture draws the board with the marked cells.
	Picture func(on [][2]int) []string
}

// Add adds a cell and its variable.
func (d *MarkVars[N]) Add(pos grid.Pos, l sat.Lit) {
	d.Cells = append(d.Cells, pos)
	d.Lits = append(d.Lits, l)
}

// Vars implements puzzles.Decoder.
func (d *MarkVars[N]) Vars() []sat.Lit { return d.Lits }

// Decode implements puzzles.Decoder.
func (d *MarkVars[N]) Decode(s *sat.Solver) puzzles.Answer {
	return d.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the cells known to be
// marked; while some cell is not known, those known to be unmarked.
func (d *MarkVars[N]) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	on, off := partialMarks(d.Cells, d.litAt(), known)
	return &Marks[N]{On: on, Off: off, Grid: d.Picture(on)}
}

// litAt returns the literal of a cell: its variable, or sat.False for a
// cell without one.
func (d *MarkVars[N]) litAt() func(pos grid.Pos) sat.Lit {
	lit := make(map[grid.Pos]sat.Lit, len(d.Cells))
	for i, pos := range d.Cells {
		lit[pos] = d.Lits[i]
	}
	return func(pos grid.Pos) sat.Lit {
		if l, ok := lit[pos]; ok {
			return l
		}
		return sat.False
	}
}

// MarkPicture is the board's text picture with mark on the marked cells.
func (g Grid) MarkPicture(on [][2]int, mark byte) []string {
	return cellPicture(g.Size(), on, mark, func(pos grid.Pos) byte { return g.c.symbols.TextChar(g.At(pos)) })
}
