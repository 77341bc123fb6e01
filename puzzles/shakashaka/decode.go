package shakashaka

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// triangles decodes the white cells' values into an Answer and reads a
// person's entries (puzzles.Enterer).
type triangles struct {
	size  grid.Size
	cells []grid.Pos             // the white cells, in reading order
	lits  map[grid.Pos][]sat.Lit // a white cell's ◣ ◢ ◥ ◤ and empty
	black map[quarterKey]sat.Lit // a white cell's quarter is black
}

// Vars implements puzzles.Decoder: each white cell's five values.
func (d *triangles) Vars() []sat.Lit {
	var out []sat.Lit
	for _, pos := range d.cells {
		out = append(out, d.lits[pos]...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (d *triangles) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a cell is the value known
// true, '.' when its four triangles are known false, else '?'; the given
// black cells are '#'.
func (d *triangles) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	rows := make([][]rune, d.size.Rows)
	for r := range rows {
		rows[r] = slices.Repeat([]rune{'#'}, d.size.Cols)
	}
	for _, pos := range d.cells {
		ch, off := '?', 0
		for v, l := range d.lits[pos] {
			switch val, ok := known(l); {
			case ok && val:
				ch = glyphs[v]
			case ok && v < empty:
				off++
			}
		}
		if off == empty {
			ch = '.'
		}
		rows[pos.R][pos.C] = ch
	}
	a := &Answer{}
	for _, row := range rows {
		a.Grid = append(a.Grid, string(row))
	}
	return a
}

// Entries implements puzzles.Enterer: a white cell entered with a
// triangle or '.' (empty); anything else is not known.
func (d *triangles) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	g, err := runes(a, d.size)
	if err != nil {
		return nil, err
	}
	var out []puzzles.Entry
	for _, pos := range d.cells {
		if v := slices.Index(glyphs, g[pos.R][pos.C]); v >= 0 {
			words := " holds " + string(glyphs[v])
			if v == empty {
				words = " is empty"
			}
			out = append(out, puzzles.Entry{Part: puzzles.Target{R: pos.R, C: pos.C}, Value: compass[v],
				Words: puzzles.CellWords(pos.R, pos.C) + words, Lit: d.lits[pos][v]})
		}
	}
	return out, nil
}
