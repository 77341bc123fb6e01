package graph

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// SingleCycle states the rule "the chosen edges form one single cycle":
// every vertex has degree 0 or 2, some edge is chosen, and (lazily, in the
// returned Network's Refine) the chosen edges are connected.
func SingleCycle(m *sat.Model, x *Edges) *Network {
	for v := range x.G.Len() {
		x.ZeroOrTwo(m, v)
	}
	var some []sat.Lit
	for e := range x.Lits {
		some = append(some, x.Count(e)...)
	}
	m.Clause(some...)
	return &Network{X: x}
}

// Cycles lists every cycle of at most max edges (loops, pairs of parallel
// edges, triangles, ...), each once, as its edges in increasing order,
// ordered by the cycle's lowest vertex. The search is exhaustive, so keep
// max small.
func (g *Graph) Cycles(max int) [][]int {
	var out [][]int
	for a := range g.Len() {
		g.cyclesFrom(a, max, []int{a}, nil, &out)
	}
	return out
}

// cyclesFrom extends the simple path verts (starting at the cycle's lowest
// vertex verts[0], by edges) and records the cycles it closes. A cycle is
// found from both directions; it is kept from the one whose first edge is
// lower than its last.
func (g *Graph) cyclesFrom(a, max int, verts, edges []int, out *[][]int) {
	u := verts[len(verts)-1]
	for _, e := range g.inc[u] {
		if slices.Contains(edges, e) {
			continue
		}
		v := g.Other(e, u)
		switch {
		case v == a:
			c := append(slices.Clone(edges), e)
			if len(c) == 1 || c[0] < c[len(c)-1] {
				slices.Sort(c)
				*out = append(*out, c)
			}
		case v < a || slices.Contains(verts, v) || len(edges)+1 >= max:
		default:
			g.cyclesFrom(a, max, append(verts, v), append(edges, e), out)
		}
	}
}
