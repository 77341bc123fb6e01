package graph

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Paths is the rule of Numberlink: the chosen edges form vertex-disjoint
// paths, each joining the two ends of one of the given pairs, and nothing
// else (no stray cycles). Every pair's ends have degree 1; other vertices
// have degree 0 or 2, or exactly 2 when Cover is set (every vertex lies on
// a path).
//
// State the degrees with Rules (or Degree vertex by vertex, to interleave
// them with a type's own constraints). Refine forbids, for each part of a
// model's chosen edges that does not join a pair (a cycle, or a path
// between the ends of different pairs), choosing all of its edges.
type Paths struct {
	X     *Edges
	Pairs [][2]int
	Cover bool
	mate  []int // each pair end's other end, -1 for other vertices
}

// NewPaths returns the rule for the pairs over x's graph. A vertex may end
// at most one pair.
func NewPaths(x *Edges, pairs [][2]int, cover bool) *Paths {
	p := &Paths{X: x, Pairs: pairs, Cover: cover, mate: make([]int, x.G.Len())}
	for v := range p.mate {
		p.mate[v] = -1
	}
	for _, ab := range pairs {
		p.mate[ab[0]], p.mate[ab[1]] = ab[1], ab[0]
	}
	return p
}

// Rules states every vertex's degree and forbids the short cycles.
func (p *Paths) Rules(m *sat.Model) {
	for v := range p.X.G.Len() {
		p.Degree(m, v)
	}
	p.NoShortCycles(m)
}

// Degree states v's degree: 1 at a pair's end, else 2 or (without Cover)
// 0 or 2.
func (p *Paths) Degree(m *sat.Model, v int) {
	switch {
	case p.mate[v] >= 0:
		p.X.Degree(m, v, 1)
	case p.Cover:
		p.X.Degree(m, v, 2)
	default:
		p.X.ZeroOrTwo(m, v)
	}
}

// NoShortCycles forbids up front every cycle of at most 4 edges (the 2x2
// squares of a grid), which Refine would otherwise meet one at a time.
func (p *Paths) NoShortCycles(m *sat.Model) {
	for _, c := range p.X.G.Cycles(4) {
		cl := make([]sat.Lit, len(c))
		for i, e := range c {
			cl[i] = p.X.Lits[e].Not()
		}
		m.Clause(cl...)
	}
}

// Refine implements Refiner.
func (p *Paths) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	f := p.X.G.search(p.X.Chosen(value))
	var bad [][]int
	for k, edges := range f.edges {
		if !p.joins(f, k) {
			bad = append(bad, slices.Sorted(slices.Values(edges)))
		}
	}
	slices.SortFunc(bad, func(a, b []int) int { return a[0] - b[0] })
	out := make([][]sat.Lit, len(bad))
	for i, edges := range bad {
		for _, e := range edges {
			out[i] = append(out[i], p.X.Lits[e].Not())
		}
	}
	return out
}

// joins reports whether part k holds a pair's two ends.
func (p *Paths) joins(f *forest, k int) bool {
	for _, ab := range p.Pairs {
		if f.part[ab[0]] == k {
			return f.part[ab[1]] == k
		}
	}
	return false
}

// Path returns the vertices of pair i's path in a model whose chosen
// edges are chosen, from its first end; the walk stops early where the
// path is broken.
func (p *Paths) Path(i int, chosen []bool) []int {
	return p.X.G.Walk(p.Pairs[i][0], chosen)
}
