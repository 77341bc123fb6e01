package tracks

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*Vars)(nil)

// at is the square of index i.
func (v *Vars) at(i int) grid.Pos { return grid.Pos{R: i / v.p.Size().Cols, C: i % v.p.Size().Cols} }

// fixed reports whether a given piece at square a or b (neighbours)
// fixes the link between them, and whether the track then joins them.
func (v *Vars) fixed(a, b grid.Pos) (joined, ok bool) {
	for _, s := range [2][2]grid.Pos{{a, b}, {b, a}} {
		if g := v.p.At(s[0]); g != Blank {
			return g&bitTo(s[0], s[1]) != 0, true
		}
	}
	return false, false
}

// bitTo is the direction bit from square a to its neighbour b.
func bitTo(a, b grid.Pos) int {
	for _, d := range dirs {
		if a.Add(d.to) == b {
			return d.bit
		}
	}
	return 0
}

// known reads the link between neighbouring squares a and b: fixed by a
// given piece, else its variable's value as known says.
func (v *Vars) known(a, b grid.Pos, known func(sat.Lit) (value, ok bool)) (joined, ok bool) {
	if joined, ok := v.fixed(a, b); ok {
		return joined, true
	}
	return known(v.link(a, bitTo(a, b)))
}

// partLinks adds to a partial answer the links known that its grid does
// not show: those with a '?' square.
func (v *Vars) partLinks(a *Answer, known func(sat.Lit) (value, ok bool)) {
	unknown := func(p grid.Pos) bool { return []rune(a.Grid[p.R])[p.C] == '?' }
	v.eachLink(func(p, q grid.Pos, _ sat.Lit) {
		if joined, ok := v.known(p, q, known); ok && (unknown(p) || unknown(q)) {
			pair := [2][2]int{{p.R, p.C}, {q.R, q.C}}
			if joined {
				a.Lines = append(a.Lines, pair)
			} else {
				a.Off = append(a.Off, pair)
			}
		}
	})
}

// eachLink calls f on each pair of neighbouring squares, the upper or
// left one first, in reading order (the link right before the one down).
func (v *Vars) eachLink(f func(p, q grid.Pos, l sat.Lit)) {
	size := v.p.Size()
	for _, p := range size.Cells() {
		for _, q := range []grid.Pos{{R: p.R, C: p.C + 1}, {R: p.R + 1, C: p.C}} {
			if size.In(q) {
				f(p, q, v.link(p, bitTo(p, q)))
			}
		}
	}
}

// Entries implements puzzles.Enterer: each link the answer knows (a
// square's piece knows its four; "lines" and "off") is entered as "line"
// or "no line", its part the upper or left square with Kind "edge-right"
// or "edge-down" (the cells' centres as in cellgrid.LoopVars); a link a
// given piece fixes has the literal sat.True or sat.False.
func (v *Vars) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return nil, fmt.Errorf("the entries are not a track (%T)", ans)
	}
	state, err := v.entered(a)
	if err != nil {
		return nil, err
	}
	var out []puzzles.Entry
	v.eachLink(func(p, q grid.Pos, l sat.Lit) {
		joined, ok := state[[2]grid.Pos{p, q}]
		if !ok {
			return
		}
		if on, fixed := v.fixed(p, q); fixed {
			l = sat.Const(on)
		}
		kind, text := "edge-right", "-"
		if q.R > p.R {
			kind, text = "edge-down", "|"
		}
		e := puzzles.Entry{Part: puzzles.Target{R: p.R, C: p.C, Kind: kind}, Value: "line", Lit: l}
		if !joined {
			e.Value, e.Lit, text = "no line", l.Not(), "x"
		}
		e.Words, _ = cellgrid.Centres.Locate(v.p.Size(), p.R+q.R, p.C+q.C, text)
		out = append(out, e)
	})
	return out, nil
}

// entered reads the links an answer knows, refusing a link known both
// ways, a pair of squares that are not neighbours and a bad grid.
func (v *Vars) entered(a *Answer) (map[[2]grid.Pos]bool, error) {
	size, state := v.p.Size(), map[[2]grid.Pos]bool{}
	set := func(p, q grid.Pos, joined bool) error {
		if q.R < p.R || q.C < p.C {
			p, q = q, p
		}
		if !size.In(p) || !size.In(q) || bitTo(p, q) == 0 {
			return fmt.Errorf("squares %d,%d and %d,%d are not neighbours on the board", p.R, p.C, q.R, q.C)
		}
		if was, seen := state[[2]grid.Pos{p, q}]; seen && was != joined {
			return fmt.Errorf("the link between row %d, column %d and row %d, column %d is entered both drawn and absent", p.R+1, p.C+1, q.R+1, q.C+1)
		}
		state[[2]grid.Pos{p, q}] = joined
		return nil
	}
	if a.Grid != nil && len(a.Grid) != size.Rows {
		return nil, fmt.Errorf("the entries have %d rows, the board %d", len(a.Grid), size.Rows)
	}
	for r, row := range a.Grid {
		if n := len([]rune(row)); n != size.Cols {
			return nil, fmt.Errorf("row %d of the entries has %d squares, the board %d", r+1, n, size.Cols)
		}
		for c, ch := range []rune(row) {
			bits, ok := pieceBits(ch)
			if ch == '?' {
				continue
			} else if !ok {
				return nil, fmt.Errorf("row %d, column %d: %q is not a piece of track", r+1, c+1, ch)
			}
			p := grid.Pos{R: r, C: c}
			for _, d := range dirs {
				if q := p.Add(d.to); size.In(q) {
					if err := set(p, q, bits&d.bit != 0); err != nil {
						return nil, err
					}
				}
			}
		}
	}
	for _, list := range []struct {
		pairs  [][2][2]int
		joined bool
	}{{a.Lines, true}, {a.Off, false}} {
		for _, pr := range list.pairs {
			if err := set(grid.Pos{R: pr[0][0], C: pr[0][1]}, grid.Pos{R: pr[1][0], C: pr[1][1]}, list.joined); err != nil {
				return nil, err
			}
		}
	}
	return state, nil
}

// pieceBits is the direction set of a picture character: a piece, or
// '.' for a square without track.
func pieceBits(ch rune) (int, bool) {
	for v, piece := range pieces {
		if piece == ch {
			return v, true
		}
	}
	return 0, ch == '.'
}
