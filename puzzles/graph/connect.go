package graph

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Refiner is a rule checked lazily. Refine reads a model's values and
// returns clauses that the model violates and every solution obeys (nil
// when the model obeys the rule); the caller adds them and solves again.
type Refiner interface {
	Refine(value func(sat.Lit) bool) [][]sat.Lit
}

// All is the refiner that applies each of rs in turn, returning the
// clauses of them all.
func All(rs ...Refiner) Refiner { return all(rs) }

type all []Refiner

func (rs all) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	var out [][]sat.Lit
	for _, r := range rs {
		out = append(out, r.Refine(value)...)
	}
	return out
}

// Network is the rule "the chosen edges form one connected network": any
// two vertices that chosen edges touch are joined by a path of chosen
// edges (of any count). With Acyclic set the network has no cycle either:
// it is a tree. Required marks vertices that some chosen edge touches in
// every solution (it may be nil); knowing them makes the cuts shorter.
//
// Refine returns, for each cycle of an acyclic network, the clause "not
// all of its edges", and when the model has several parts, for each part
// the cut "an edge leaves the part, or the part is empty, or everything
// else is empty".
type Network struct {
	X        *Edges
	Required []bool
	Acyclic  bool
}

// Refine implements Refiner.
func (n *Network) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	f := n.X.G.search(n.X.Chosen(value))
	var out [][]sat.Lit
	if n.Acyclic {
		for _, e := range f.extra {
			out = append(out, n.not(f.cycle(e)))
		}
	}
	if f.parts() > 1 {
		fixed := n.fixed(f)
		for k := range f.parts() {
			out = append(out, n.cut(f, fixed, k))
		}
	}
	return out
}

// not is the clause "not all of edges".
func (n *Network) not(edges []int) []sat.Lit {
	c := make([]sat.Lit, len(edges))
	for i, e := range edges {
		c[i] = n.X.Lits[e].Not()
	}
	return c
}

// fixed reports for each part whether it holds a required vertex.
func (n *Network) fixed(f *forest) []bool {
	out := make([]bool, f.parts())
	for v, k := range f.part {
		if k >= 0 && n.Required != nil && n.Required[v] {
			out[k] = true
		}
	}
	return out
}

// cut is the clause "an edge leaves part k", weakened by "part k is
// empty" and "everything else is empty" unless required vertices rule
// those out.
func (n *Network) cut(f *forest, fixed []bool, k int) []sat.Lit {
	var c []sat.Lit
	for _, e := range f.boundary(k) {
		c = append(c, n.X.Lits[e])
	}
	if !fixed[k] {
		c = append(c, n.X.Lits[f.some[k]].Not())
	}
	if other := n.witness(f, fixed, k); other >= 0 {
		c = append(c, n.X.Lits[other].Not())
	}
	return c
}

// witness returns -1 when a part other than k holds a required vertex
// (or a required vertex lies untouched outside every part), and otherwise
// a chosen edge outside part k.
func (n *Network) witness(f *forest, fixed []bool, k int) int {
	for v, req := range n.Required {
		if req && f.part[v] < 0 {
			return -1
		}
	}
	w := -1
	for i, fx := range fixed {
		switch {
		case i == k:
		case fx:
			return -1
		default:
			w = f.some[i]
		}
	}
	return w
}

// Connected is the rule "the active vertices form one connected region":
// any two vertices whose Active literal is true are joined by a path of
// active vertices along the edges of G.
//
// Refine returns, when a model's active vertices form several regions,
// for each region C the cut "a vertex next to C is active, or C's first
// vertex is not, or the first active vertex outside C is not". With
// Apart set, the caller's rules keep inactive vertices from being
// neighbours (Heyawake's shaded cells) and G is connected: then the cut
// is "a vertex of S is active" alone, S a minimal set of the inactive
// vertices next to C that separates C from another region (the vertices
// next to an inactive S are active and lie on both sides of it).
type Connected struct {
	G      *Graph
	Active []sat.Lit
	Apart  bool
	// Minimal, on a connected G, makes the cuts "a vertex of S is
	// active, or v is not, or r is not", S a minimal separator between
	// v's region and r's, v a vertex of each region and r a vertex of
	// one root region (see minimal): shorter cuts, shortest when r is
	// always active (Active[r] is sat.True).
	Minimal bool
}

// Refine implements Refiner.
func (c *Connected) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	on := make([]bool, c.G.Len())
	for v, l := range c.Active {
		on[v] = value(l)
	}
	region, first := c.G.regions(on)
	if len(first) < 2 {
		return nil
	}
	if c.Minimal {
		return c.minimal(region, first)
	}
	var out [][]sat.Lit
	for k, a := range first {
		b := first[0]
		if k == 0 {
			b = first[1]
		}
		if c.Apart {
			out = append(out, c.lits(c.G.separator(region, k, a, b)))
			continue
		}
		cl := []sat.Lit{c.Active[a].Not(), c.Active[b].Not()}
		out = append(out, append(cl, c.lits(c.G.around(region, k))...))
	}
	return out
}

// lits returns the literals "v is active" of vs.
func (c *Connected) lits(vs []int) []sat.Lit {
	out := make([]sat.Lit, len(vs))
	for i, v := range vs {
		out[i] = c.Active[v]
	}
	return out
}

// separator returns a minimal set of vertices whose removal parts a, in
// region k, from b: of the vertices next to region k, those next to b's
// side, then of those, the ones next to a's side.
func (g *Graph) separator(region []int, k, a, b int) []int {
	in := make([]bool, g.Len())
	for v, r := range region {
		in[v] = r == k
	}
	cut := g.next(in)
	cut = g.next(g.side(cut, b))
	return marked(g.next(g.side(cut, a)))
}

// around lists the vertices outside region k next to it, in order.
func (g *Graph) around(region []int, k int) []int {
	in := make([]bool, g.Len())
	for v, r := range region {
		in[v] = r == k
	}
	return marked(g.next(in))
}

// marked lists the vertices marked true, in order.
func marked(set []bool) []int {
	var out []int
	for v, ok := range set {
		if ok {
			out = append(out, v)
		}
	}
	return out
}

// side marks the vertices reachable from v without entering cut.
func (g *Graph) side(cut []bool, v int) []bool {
	seen := make([]bool, g.Len())
	seen[v] = true
	g.flood(v, func(w int) bool {
		if seen[w] || cut[w] {
			return false
		}
		seen[w] = true
		return true
	})
	return seen
}

// flood walks depth first from v: enter(w), for each neighbour w of a
// vertex reached, marks w and reports whether w is reached (false for a
// vertex already marked or one the walk keeps out of).
func (g *Graph) flood(v int, enter func(w int) bool) {
	stack := []int{v}
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range g.inc[u] {
			if w := g.Other(e, u); enter(w) {
				stack = append(stack, w)
			}
		}
	}
}

// next marks the vertices outside in that are next to a vertex of in.
func (g *Graph) next(in []bool) []bool {
	out := make([]bool, g.Len())
	for u, ok := range in {
		if !ok {
			continue
		}
		for _, e := range g.inc[u] {
			if w := g.Other(e, u); !in[w] {
				out[w] = true
			}
		}
	}
	return out
}

// regions labels the connected regions of the vertices that are on (-1
// for the others) and returns each region's first vertex.
func (g *Graph) regions(on []bool) (region []int, first []int) {
	region = make([]int, g.Len())
	for v := range region {
		region[v] = -1
	}
	for v := range region {
		if !on[v] || region[v] >= 0 {
			continue
		}
		k := len(first)
		first = append(first, v)
		region[v] = k
		g.flood(v, func(w int) bool {
			if !on[w] || region[w] >= 0 {
				return false
			}
			region[w] = k
			return true
		})
	}
	return region, first
}

// Regions returns each vertex's connected region among the vertices that
// are on (-1 for the others) and the number of regions.
func (g *Graph) Regions(on []bool) (region []int, n int) {
	region, first := g.regions(on)
	return region, len(first)
}

// minimal is Refine's cuts with Minimal set. Each region is represented
// by a vertex always active if it has one (else its first); the root
// region is the first with such a vertex (else region 0). Each other
// region C gets the cut "C's representative v is not active, or the
// root's representative is not, or a vertex of S is", S a minimal
// separator between them; the root region gets one such cut towards
// another region. (A cut for every vertex of C, not only v, made
// Nurikabe's sparse 10x10s about 12% slower in CPU, with as many
// conflicts, on 2026-11-27.)
func (c *Connected) minimal(region, first []int) [][]sat.Lit {
	rep := slices.Clone(first)
	for v, l := range c.Active {
		if k := region[v]; l == sat.True && c.Active[rep[k]] != sat.True {
			rep[k] = v
		}
	}
	root := max(0, slices.IndexFunc(rep, func(v int) bool { return c.Active[v] == sat.True }))
	r := rep[root]
	var out [][]sat.Lit
	for k, a := range rep {
		if k == root {
			continue
		}
		sep := c.lits(c.G.separator(region, k, a, r))
		out = append(out, append([]sat.Lit{c.Active[a].Not(), c.Active[r].Not()}, sep...))
	}
	b := rep[(root+1)%len(rep)]
	sep := c.lits(c.G.separator(region, root, r, b))
	return append(out, append([]sat.Lit{c.Active[r].Not(), c.Active[b].Not()}, sep...))
}
