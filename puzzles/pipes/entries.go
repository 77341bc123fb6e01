package pipes

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// turnOrder ranks t among the turns of the given tile: a quarter turn
// clockwise first, the given orientation last (a tap turns the tile).
func turnOrder(given, t Tile) int {
	for q := 1; q <= 4; q++ {
		if given.Rotate(q) == t {
			return q
		}
	}
	return int(t) // a Wild tile's candidates keep their order
}

// selectors adds, for a cell with two candidates or more, a literal per
// candidate that implies its joints, and one of them true: exactly the
// candidate the joints show.
func (e *encoding) selectors(m *sat.Model, i int) {
	if len(e.cands[i]) < 2 {
		e.sel = append(e.sel, nil)
		return
	}
	pos := grid.Pos{R: i / e.p.Size.Cols, C: i % e.p.Size.Cols}
	var sel []sat.Lit
	for _, t := range e.cands[i] {
		s := m.NewVar(fmt.Sprintf("tile %s is %c", puzzles.CellName(pos), t.Glyph()))
		for _, d := range grid.Dirs {
			if j := e.at[i][d]; j >= 0 {
				m.Implies(s, map[bool]sat.Lit{true: e.vars[j], false: e.vars[j].Not()}[t.Has(d)])
			}
		}
		sel = append(sel, s)
	}
	m.Clause(sel...)
	e.sel = append(e.sel, sel)
}

// Entries implements puzzles.Enterer: each tile whose rotation the
// answer knows is entered, its value the directions of its joints (see
// jointNames: "RD" for ┏, "." for no pipe), which name the picture
// whatever tile was given; a tile that cannot turn (one candidate) has
// the literal sat.True, a turn that does not fit the board sat.False.
func (e *encoding) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return nil, fmt.Errorf("the entries are not tiles (%T)", ans)
	}
	size := e.p.Size
	if len(a.Rotations) != size.Rows || len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the entries have %d rows of rotations and %d of picture, the board %d", len(a.Rotations), len(a.Grid), size.Rows)
	}
	var out []puzzles.Entry
	for r := range size.Rows {
		pic := []rune(a.Grid[r])
		if len(a.Rotations[r]) != size.Cols || len(pic) != size.Cols {
			return nil, fmt.Errorf("row %d of the entries has %d rotations and %d picture cells, the board %d", r+1, len(a.Rotations[r]), len(pic), size.Cols)
		}
		for c, rot := range a.Rotations[r] {
			if rot == Unknown || pic[c] == '?' {
				continue
			}
			pos := grid.Pos{R: r, C: c}
			t, err := turnedTile(e.p.Tile(pos), rot, pic[c])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", puzzles.CellName(pos), err)
			}
			out = append(out, e.entry(pos, t))
		}
	}
	return out, nil
}

// entry is the entry of the cell at pos showing t.
func (e *encoding) entry(pos grid.Pos, t Tile) puzzles.Entry {
	i := e.p.Size.Index(pos)
	value := jointNames(t)
	words := fmt.Sprintf("%s shows %c", puzzles.CellWords(pos.R, pos.C), t.Glyph())
	if t == Empty {
		words = puzzles.CellWords(pos.R, pos.C) + " has no pipe"
	}
	l := sat.False
	for k, cand := range e.cands[i] {
		switch {
		case cand != t:
		case len(e.sel[i]) == 0:
			l = sat.True
		default:
			l = e.sel[i][k]
		}
	}
	return puzzles.Entry{Part: puzzles.Target{R: pos.R, C: pos.C}, Value: value, Words: words, Lit: l}
}

// jointNames spells t's joints U, R, D, L in that order ("UD" for ┃,
// "RDL" for ┳), "." for no pipe: an entry's value and its key on the pad.
func jointNames(t Tile) string {
	var b []byte
	for i, d := range []grid.Dir{grid.Up, grid.Right, grid.Down, grid.Left} {
		if t.Has(d) {
			b = append(b, "URDL"[i])
		}
	}
	if len(b) == 0 {
		return "."
	}
	return string(b)
}
