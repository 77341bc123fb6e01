package cellgrid

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Glyph is one value an open cell of a GlyphVars answer can take: its
// character in the answer (any rune: '◣'), its name as a person's entry
// (the play pad's label, short ASCII: "SW") and the entry's words after
// the cell's ("holds ◣").
type Glyph struct {
	Char        rune
	Name, Words string
}

// GlyphVars is the decoder of an answer that is a picture with one of
// several values in each open cell (Shakashaka's triangles): a
// puzzles.Picture whose characters may be any runes, '?' a cell not known
// in a partial answer, Fixed the other cells. It reads entries too
// (puzzles.Enterer).
type GlyphVars struct {
	Size   grid.Size
	Cells  []grid.Pos             // the open cells, in reading order
	Lits   map[grid.Pos][]sat.Lit // an open cell's literal for each glyph
	Glyphs []Glyph
	Fixed  rune // the character of the cells that are not open ('#')
	// Rest is the glyph a cell is known to hold when all its others are
	// known false (-1 for none): an empty cell, whose literal a partial
	// answer may not know.
	Rest int
}

// NewGlyphVars returns a literal per glyph for each of cells, exactly
// one true in each.
func NewGlyphVars(m *sat.Model, size grid.Size, cells []grid.Pos, glyphs []Glyph, fixed rune, rest int) *GlyphVars {
	g := &GlyphVars{Size: size, Cells: cells, Lits: map[grid.Pos][]sat.Lit{}, Glyphs: glyphs, Fixed: fixed, Rest: rest}
	for _, pos := range cells {
		g.Lits[pos] = m.NewVars(fmt.Sprintf("r%dc%d", pos.R, pos.C), len(glyphs))
		m.ExactlyOne(g.Lits[pos]...)
	}
	return g
}

// Vars implements puzzles.Decoder: each open cell's literals.
func (g *GlyphVars) Vars() []sat.Lit {
	var out []sat.Lit
	for _, pos := range g.Cells {
		out = append(out, g.Lits[pos]...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (g *GlyphVars) Decode(s *sat.Solver) puzzles.Answer { return g.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a cell holds the glyph known
// true, Rest when the others are known false, else '?'.
func (g *GlyphVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	rows := make([][]rune, g.Size.Rows)
	for r := range rows {
		rows[r] = slices.Repeat([]rune{g.Fixed}, g.Size.Cols)
	}
	for _, pos := range g.Cells {
		ch, off := '?', 0
		for v, l := range g.Lits[pos] {
			switch val, ok := known(l); {
			case ok && val:
				ch = g.Glyphs[v].Char
			case ok && v != g.Rest:
				off++
			}
		}
		if g.Rest >= 0 && off == len(g.Glyphs)-1 {
			ch = g.Glyphs[g.Rest].Char
		}
		rows[pos.R][pos.C] = ch
	}
	a := &puzzles.Picture{}
	for _, row := range rows {
		a.Grid = append(a.Grid, string(row))
	}
	return a
}

// Entries implements puzzles.Enterer: an open cell holding a glyph is
// entered as it (Value the glyph's Name); any other character is not known.
func (g *GlyphVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	cells, err := ReadGlyphs(a, "", g.Size)
	if err != nil {
		return nil, err
	}
	var out []puzzles.Entry
	for _, pos := range g.Cells {
		if v := slices.IndexFunc(g.Glyphs, func(gl Glyph) bool { return gl.Char == cells[pos.R][pos.C] }); v >= 0 {
			out = append(out, puzzles.Entry{Part: puzzles.Target{R: pos.R, C: pos.C}, Value: g.Glyphs[v].Name,
				Words: puzzles.CellWords(pos.R, pos.C) + " " + g.Glyphs[v].Words, Lit: g.Lits[pos][v]})
		}
	}
	return out, nil
}

// ReadGlyphs reads the characters of an answer that is a picture of a
// board of size (of the type name's; "" any picture), a row of runes each.
func ReadGlyphs(ans puzzles.Answer, name string, size grid.Size) ([][]rune, error) {
	a, err := puzzles.AnswerAs[*puzzles.Picture](ans, name)
	if err != nil {
		return nil, err
	}
	if len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the answer has %d rows, the board %d", len(a.Grid), size.Rows)
	}
	out := make([][]rune, size.Rows)
	for r, line := range a.Grid {
		if out[r] = []rune(line); len(out[r]) != size.Cols {
			return nil, fmt.Errorf("row %d of the answer has %d cells, the board %d", r+1, len(out[r]), size.Cols)
		}
	}
	return out, nil
}

// DiffGlyphs is Instance.Diff for pictures of runes on a board of size:
// the cells whose characters differ (nothing when either is not such a
// picture).
func DiffGlyphs(x, y puzzles.Answer, size grid.Size) []puzzles.Target {
	a, errA := ReadGlyphs(x, "", size)
	b, errB := ReadGlyphs(y, "", size)
	var out []puzzles.Target
	for _, pos := range size.Cells() {
		if errA == nil && errB == nil && a[pos.R][pos.C] != b[pos.R][pos.C] {
			out = append(out, puzzles.Target{R: pos.R, C: pos.C})
		}
	}
	return out
}
