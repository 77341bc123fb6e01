package pipes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// turns are the orientations of the given tile in the order of the
// taps that turn it: a quarter turn clockwise first, the given
// orientation last. Orientations starts from the given one and turns it
// clockwise until it repeats; a Wild tile's keep their order.
func turns(given Tile) []Tile {
	out := given.Orientations()
	if given == Wild {
		return out
	}
	return append(out[1:], out[0])
}

// selectors gives a cell with two candidates or more a literal per
// candidate that holds exactly when the cell shows it, and one of them
// true: a joint's literal where that joint alone tells the candidate
// from the others (a dead end, a straight), else a new variable that
// implies a negative such literal (a T: a negative literal would read as
// an off value) or all the candidate's joints. One way is enough: the
// cell shows one candidate (sat.Table), whose joints no other one has,
// so the others' selectors are false and the clause that one holds makes
// its own true; unit propagation finds it so too.
func (e *encoding) selectors(m *sat.Model, i int) {
	if len(e.cands[i]) < 2 {
		e.sel = append(e.sel, nil)
		return
	}
	pos := grid.Pos{R: i / e.p.Size.Cols, C: i % e.p.Size.Cols}
	var sel []sat.Lit
	joints := make([][]sat.Lit, len(e.cands[i]))
	for k, t := range e.cands[i] {
		joints[k] = e.jointLits(i, t)
	}
	for k, t := range e.cands[i] {
		l, ok := telling(k, joints)
		if ok && l > 0 {
			sel = append(sel, l)
			continue
		}
		s := m.NewVar("tile " + puzzles.CellName(pos) + " is " + string(t.Glyph()))
		if !ok {
			l = 0
		}
		for _, j := range joints[k] {
			if l == 0 || j == l {
				m.Implies(s, j)
			}
		}
		sel = append(sel, s)
	}
	m.Clause(sel...) // with the implications, each new variable is its candidate
	e.sel = append(e.sel, sel)
}

// jointLits are the literals of cell i's distinct joints as tile t
// sets them.
func (e *encoding) jointLits(i int, t Tile) []sat.Lit {
	var out []sat.Lit
	for _, d := range grid.Dirs {
		j := e.at[i][d]
		if j < 0 || slices.Contains(out, e.vars[j]) || slices.Contains(out, e.vars[j].Not()) {
			continue
		}
		if t.Has(d) {
			out = append(out, e.vars[j])
		} else {
			out = append(out, e.vars[j].Not())
		}
	}
	return out
}

// telling is the one of candidate k's joint literals that no other
// candidate's has (joints, by candidate), a positive one first.
func telling(k int, joints [][]sat.Lit) (sat.Lit, bool) {
	found, ok := sat.Lit(0), false
	for _, l := range joints[k] {
		alone := !ok || l > 0
		for o, js := range joints {
			alone = alone && (o == k || !slices.Contains(js, l))
		}
		if alone {
			found, ok = l, true
		}
	}
	return found, ok
}

// Entries implements puzzles.Enterer: each tile whose rotation the
// answer knows is entered, its value the directions of its joints (see
// jointNames: "RD" for ┏, "." for no pipe), which name the picture
// whatever tile was given; a tile that cannot turn (one candidate) has
// the literal sat.True, a turn that does not fit the board sat.False.
// Only a model made for entries (sat.Model.ForEntries) has the
// literals: in another, Entries fails.
func (e *encoding) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	if !e.enter {
		return nil, errNoSelectors
	}
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

// errNoSelectors is Entries' error in an encoding made for a solve.
var errNoSelectors = errors.New("pipes: the tiles' orientations are entered only in a model made for entries (sat.Model.ForEntries)")

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
