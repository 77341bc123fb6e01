package graph

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Edges is a choice of edges of G, as variables: Lits[e] is true when
// edge e is chosen. Edges that carry a count (Hashiwokakero's single and
// double bridges) have more variables in order encoding: More[e][k] is
// true when edge e carries at least k+2, so the count is the number of
// true variables among Lits[e] and More[e]. A type that names its own
// variables can fill the fields itself.
type Edges struct {
	G    *Graph
	Lits []sat.Lit
	More [][]sat.Lit // nil when no edge carries more than 1
}

// NewEdges allocates one variable per edge of g, named name and the edge's
// ends ("edge r1c1-r1c2").
func NewEdges(m *sat.Model, g *Graph, name string) *Edges {
	x := &Edges{G: g, Lits: make([]sat.Lit, g.NumEdges())}
	for e := range x.Lits {
		x.Lits[e] = m.NewVar(name + " " + g.EdgeName(e))
	}
	return x
}

// NewCounted allocates variables for a count of 0..most on each edge of g:
// Lits[e] ("bridge r1c1-r1c3") and More[e][k] ("bridge r1c1-r1c3 ≥2"),
// each implying the one before.
func NewCounted(m *sat.Model, g *Graph, name string, most int) *Edges {
	x := NewEdges(m, g, name)
	x.More = make([][]sat.Lit, g.NumEdges())
	for e := range x.More {
		prev := x.Lits[e]
		for k := 2; k <= most; k++ {
			l := m.NewVar(name + " " + g.EdgeName(e) + " ≥" + strconv.Itoa(k))
			m.Implies(l, prev)
			x.More[e] = append(x.More[e], l)
			prev = l
		}
	}
	return x
}

// Count returns the variables of edge e whose number of true ones is its count.
func (x *Edges) Count(e int) []sat.Lit {
	if x.More == nil {
		return x.Lits[e : e+1]
	}
	return append([]sat.Lit{x.Lits[e]}, x.More[e]...)
}

// At returns the variables whose number of true ones is v's degree: the
// counts of its edges, a loop's twice.
func (x *Edges) At(v int) []sat.Lit {
	var out []sat.Lit
	for _, e := range x.G.Incident(v) {
		out = append(out, x.Count(e)...)
		if a, b := x.G.Ends(e); a == b {
			out = append(out, x.Count(e)...)
		}
	}
	return out
}

// Degree requires v's degree to be exactly k.
func (x *Edges) Degree(m *sat.Model, v, k int) { m.Exactly(k, x.At(v)...) }

// ZeroOrTwo requires v's degree to be 0 or 2, as on a loop or inside a path.
func (x *Edges) ZeroOrTwo(m *sat.Model, v int) {
	deg := x.At(v)
	m.AtMost(2, deg...)
	for i := range deg {
		m.Clause(othersOr(deg, i, deg[i].Not())...)
	}
}

// DegreeIf requires v's degree to be k when on is true and 0 when it is
// false: on says whether v is on the line ("active iff degree 2").
func (x *Edges) DegreeIf(m *sat.Model, v int, on sat.Lit, k int) {
	deg := x.At(v)
	for _, d := range deg {
		m.Implies(d, on)
	}
	m.AtMost(k, deg...)
	switch {
	case k == 1:
		m.Clause(append([]sat.Lit{on.Not()}, deg...)...)
	case k == 2:
		for i := range deg {
			m.Clause(othersOr(deg, i, on.Not())...)
		}
	case k > 2:
		terms := []sat.Term{{Lit: on.Not(), Weight: k}}
		for _, d := range deg {
			terms = append(terms, sat.Term{Lit: d, Weight: 1})
		}
		m.SumGE(terms, k)
	}
}

// othersOr is first followed by every literal of lits but the i-th.
func othersOr(lits []sat.Lit, i int, first sat.Lit) []sat.Lit {
	out := make([]sat.Lit, 0, len(lits))
	out = append(out, first)
	out = append(out, lits[:i]...)
	return append(out, lits[i+1:]...)
}

// Chosen returns which edges a model chooses (count at least 1).
func (x *Edges) Chosen(value func(sat.Lit) bool) []bool {
	out := make([]bool, len(x.Lits))
	for e, l := range x.Lits {
		out[e] = value(l)
	}
	return out
}

// Counts returns each edge's count in a model.
func (x *Edges) Counts(value func(sat.Lit) bool) []int {
	out := make([]int, len(x.Lits))
	for e := range x.Lits {
		for _, l := range x.Count(e) {
			if value(l) {
				out[e]++
			}
		}
	}
	return out
}

// NewVertices allocates one variable per vertex of g, named name and the
// vertex ("shaded r1c1"): for rules on vertices such as Connected.
func NewVertices(m *sat.Model, g *Graph, name string) []sat.Lit {
	out := make([]sat.Lit, g.Len())
	for v := range out {
		out[v] = m.NewVar(name + " " + g.Name(v))
	}
	return out
}
