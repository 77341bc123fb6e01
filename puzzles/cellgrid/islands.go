package cellgrid

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// IslandVars is a shading whose unshaded cells form islands, each grown
// from one numbered cell, its root, and as large as its number
// (Nurikabe's islands in the sea): Member[i] are island i's literals by
// cell (sat.False where it never reaches), Sea the cells shaded in every
// solution (-1 when an island of any size leaves it open). Refine adds
// the lazy rules (Lazy): each island of any size is connected.
type IslandVars struct {
	*ShadeVars
	Member [][]sat.Lit
	Sea    int
	Lazy   []graph.Refiner
}

// Refine implements puzzles.Refiner.
func (v *IslandVars) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	return graph.All(v.Lazy...).Refine(value)
}

// NewIslandVars grows the islands of roots, sizes[i] the number of
// roots[i] (below 1: any size). Island i may reach the cells within its
// size less one steps of its root (any number for any size), never onto
// or beside another root; a cell no island reaches is shaded. An
// unshaded cell is on exactly one island, a shaded one on none; an
// unshaded neighbour of an island's cell is on it, each cell of an
// island of 2 cells or more has a neighbour on it, and an island has its
// size, within its size less one steps of its root (graph.Within). Roots
// that add up to more than the board, or that cannot reach their size,
// are a *puzzles.Impossible.
func NewIslandVars(m *sat.Model, size grid.Size, roots []grid.Pos, sizes []int) (*IslandVars, error) {
	v := &IslandVars{ShadeVars: NewShadeVars(size, slices.Repeat([]sat.Lit{sat.True}, size.Rows*size.Cols)), Sea: size.Rows * size.Cols}
	open, isRoot := false, make([]bool, size.Rows*size.Cols)
	for _, r := range roots {
		if size.In(r) {
			isRoot[size.Index(r)] = true
		}
	}
	for i, n := range sizes {
		v.Member = append(v.Member, v.island(m, roots, isRoot, sizes, i))
		v.Sea -= max(n, 0)
		open = open || n < 1
	}
	if err := v.impossible(roots, sizes, open); err != nil {
		return nil, err
	}
	if open {
		v.Sea = -1
	}
	v.onOne(m)
	for i, r := range roots {
		v.rules(m, size.Index(r), v.Member[i], sizes[i])
	}
	return v, nil
}

// onOne: an unshaded cell is on exactly one island, a shaded one on none.
func (v *IslandVars) onOne(m *sat.Model) {
	for c, s := range v.Lits {
		if s.IsConst() {
			continue
		}
		var on []sat.Lit
		for _, mine := range v.Member {
			if l := mine[c]; l != sat.False {
				on = append(on, l)
				m.Implies(l, s.Not())
			}
		}
		m.Clause(append(on, s)...)
		m.AtMostOne(on...)
	}
}

// island makes the membership literals of island i and a shading
// variable for each cell that it is the first to reach; isRoot[c] says
// cell c is a root.
func (v *IslandVars) island(m *sat.Model, roots []grid.Pos, isRoot []bool, sizes []int, i int) []sat.Lit {
	mine := slices.Repeat([]sat.Lit{sat.False}, v.G.Len())
	limit := sizes[i] - 1
	if sizes[i] < 1 {
		limit = v.G.Len()
	}
	free := func(c int) bool { // neither a root nor beside another one
		if isRoot[c] {
			return false
		}
		for _, q := range v.Size.Neighbours(grid.Pos{R: c / v.Size.Cols, C: c % v.Size.Cols}, grid.Orthogonal) {
			if q != roots[i] && isRoot[v.Size.Index(q)] {
				return false
			}
		}
		return true
	}
	for k, c := range v.G.Ball(v.Size.Index(roots[i]), limit, free) {
		if k == 0 {
			mine[c], v.Lits[c] = sat.True, sat.False
			continue
		}
		mine[c] = m.NewVar(fmt.Sprintf("island%d.%s", i, v.G.Name(c)))
		if v.Lits[c] == sat.True {
			v.Lits[c] = m.NewVar("shaded." + v.G.Name(c))
		}
	}
	return mine
}

// rules: an unshaded neighbour of the island's cell is on it, each cell
// of an island of 2 cells or more has a neighbour on it, and the island
// has its size, within its size less one steps of root (any size: it is
// connected, lazily).
func (v *IslandVars) rules(m *sat.Model, root int, mine []sat.Lit, size int) {
	var all []sat.Lit
	for c, l := range mine {
		if l == sat.False {
			continue
		}
		all = append(all, l)
		var next []sat.Lit
		for _, ed := range v.G.Incident(c) {
			w := v.G.Other(ed, c)
			m.Clause(l.Not(), v.Lits[w], mine[w])
			next = append(next, mine[w])
		}
		if size > 1 {
			m.Implies(l, next...)
		}
	}
	if size >= 1 {
		m.Exactly(size, all...)
		v.G.Within(m, root, mine, size-1)
	} else {
		v.Lazy = append(v.Lazy, &graph.Connected{G: v.G, Active: mine, Minimal: true})
	}
}

// impossible reports roots whose sizes add up to more than the board, and
// roots whose islands cannot reach their size.
func (v *IslandVars) impossible(roots []grid.Pos, sizes []int, open bool) error {
	if !open && v.Sea < 0 {
		return &puzzles.Impossible{Reason: fmt.Sprintf("the numbers add up to %d more cells than the board has", -v.Sea)}
	}
	for i, r := range roots {
		reach := len(v.Member[i]) - puzzles.Count(v.Member[i], sat.False)
		if n := sizes[i]; n >= 1 && reach < n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s can reach only %s", n, puzzles.CellName(r), puzzles.Counted(reach, "cell", "cells")),
				Cells:  [][2]int{{r.R, r.C}},
			}
		}
	}
	return nil
}

// CheckIslands checks the islands of a shading (the regions of its
// unshaded cells, see Regions): each holds exactly one number (number's
// ok), as many cells as the number unless it is below 1 (any size).
func CheckIslands(sh [][]bool, number func(grid.Pos) (n int, ok bool)) error {
	region, n := Regions(sh, false)
	size := grid.Size{Rows: len(sh), Cols: len(sh[0])}
	cells, first, roots := make([]int, n), make([]grid.Pos, n), make([][]grid.Pos, n)
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 {
			if cells[k]++; cells[k] == 1 {
				first[k] = pos
			}
			if _, ok := number(pos); ok {
				roots[k] = append(roots[k], pos)
			}
		}
	}
	for k, rs := range roots {
		switch {
		case len(rs) == 0:
			return fmt.Errorf("the island at %d,%d has no number", first[k].R, first[k].C)
		case len(rs) > 1:
			return fmt.Errorf("the numbers at %d,%d and %d,%d are on one island", rs[0].R, rs[0].C, rs[1].R, rs[1].C)
		}
		if want, _ := number(rs[0]); want >= 1 && want != cells[k] {
			return fmt.Errorf("the island of the %d at %d,%d has %d cells", want, rs[0].R, rs[0].C, cells[k])
		}
	}
	return nil
}
