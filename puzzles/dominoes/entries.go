package dominoes

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = (*encoding)(nil)

// given returns the edges the clues fix: each clue's edge placed (true),
// the other edges at its cells ruled out (false).
func (g *graph) given() map[int]bool {
	out := map[int]bool{}
	size := g.p.Size()
	for _, d := range g.p.Given {
		i := g.edgeIndex(d)
		if i < 0 {
			continue
		}
		for _, j := range slices.Concat(g.atCell[size.Index(g.edges[i].A)], g.atCell[size.Index(g.edges[i].B)]) {
			if _, seen := out[j]; !seen || j == i {
				out[j] = j == i
			}
		}
	}
	return out
}

// Entries implements puzzles.Enterer: the join between two adjacent
// cells is a part (the upper or left cell, Kind "edge-right" or
// "edge-down"), entered "line" where one domino covers both (the
// answer's dominoes) and "no line" where none does (its apart pairs; in
// a whole answer, every other pair). A join the clues fix has the
// literal sat.True or sat.False.
func (e *encoding) Entries(ans puzzles.Answer) ([]puzzles.Entry, error) {
	a, ok := ans.(*Answer)
	if !ok || a == nil {
		return nil, fmt.Errorf("the entries are not dominoes (%T)", ans)
	}
	state := map[grid.Edge]bool{}
	set := func(cells [2][2]int, joined bool) error {
		x, y := posOf(cells[0]), posOf(cells[1])
		ed := edgeOf(x, y)
		if !slices.Contains(e.edges, ed) {
			return fmt.Errorf("cells %s and %s are not two adjacent cells of the layout", rc(cells[0]), rc(cells[1]))
		}
		if was, seen := state[ed]; seen && was != joined {
			return fmt.Errorf("cells %s and %s are entered both as one domino and apart", rc(cells[0]), rc(cells[1]))
		}
		state[ed] = joined
		return nil
	}
	for _, d := range a.Dominoes {
		if err := set(d.Cells, true); err != nil {
			return nil, err
		}
	}
	for _, pr := range a.Apart {
		if err := set(pr, false); err != nil {
			return nil, err
		}
	}
	whole := len(a.Dominoes) == SetSize(e.p.Max) && a.Apart == nil
	var out []puzzles.Entry
	for i, ed := range e.edges {
		joined, ok := state[ed]
		if !ok && !whole {
			continue
		}
		out = append(out, e.entry(i, joined))
	}
	return out, nil
}

// entry is the entry of edge i, joined or not.
func (e *encoding) entry(i int, joined bool) puzzles.Entry {
	ed, l := e.edges[i], e.vars[i]
	if on, fixed := e.given[i]; fixed {
		l = sat.Const(on)
	}
	kind, other := "edge-right", "the cell right of it"
	if ed.B.R > ed.A.R {
		kind, other = "edge-down", "the cell below it"
	}
	en := puzzles.Entry{Part: puzzles.Target{R: ed.A.R, C: ed.A.C, Kind: kind}, Value: "line", Lit: l,
		Words: fmt.Sprintf("%s and %s are one domino", puzzles.CellWords(ed.A.R, ed.A.C), other)}
	if !joined {
		en.Value, en.Lit = "no line", l.Not()
		en.Words = fmt.Sprintf("%s and %s are not one domino", puzzles.CellWords(ed.A.R, ed.A.C), other)
	}
	return en
}
