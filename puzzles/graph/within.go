package graph

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Within requires every vertex whose literal in member is true to be
// joined to root by a path of at most max steps through such vertices
// (member[root] is taken as true, and sat.False marks vertices that are
// never members): a region grown from root, connected eagerly. Each
// vertex at distance d from root gets a literal per step count k from d
// to max-1, "a path of at most k steps reaches it", member[v] serving for
// k = max; the literal for k implies the one for k+1, and needs a
// neighbour's for k-1.
func (g *Graph) Within(m *sat.Model, root int, member []sat.Lit, max int) {
	dist := g.distances(root, member)
	at := make([][]sat.Lit, g.Len())
	for v, d := range dist {
		if v == root {
			continue
		}
		if d < 0 || d > max {
			m.Clause(member[v].Not())
			continue
		}
		at[v] = make([]sat.Lit, max+1)
		for k := d; k < max; k++ {
			at[v][k] = m.NewVar(fmt.Sprintf("%s.within%d", g.Name(v), k))
		}
		at[v][max] = member[v]
	}
	step := func(v, k int) sat.Lit {
		switch {
		case v == root:
			return sat.True
		case at[v] == nil || k < dist[v]:
			return sat.False
		}
		return at[v][k]
	}
	for v, d := range dist {
		if v == root || at[v] == nil {
			continue
		}
		for k := d; k <= max; k++ {
			cl := []sat.Lit{at[v][k].Not()}
			for _, e := range g.inc[v] {
				cl = append(cl, step(g.Other(e, v), k-1))
			}
			m.Clause(cl...)
			if k < max {
				m.Implies(at[v][k], at[v][k+1])
			}
		}
	}
}

// distances is each vertex's distance from root through vertices whose
// member literal is not sat.False (-1 where none reaches).
func (g *Graph) distances(root int, member []sat.Lit) []int {
	dist, _ := g.bfs(root, func(v int) bool { return member[v] != sat.False })
	return dist
}

// Ball lists the vertices within limit steps of root through vertices
// that pass ok (root whether or not), root first, in breadth-first order.
func (g *Graph) Ball(root, limit int, ok func(v int) bool) []int {
	dist, order := g.bfs(root, ok)
	end := 0
	for end < len(order) && dist[order[end]] <= limit {
		end++
	}
	return order[:end]
}

// bfs is a breadth-first search from root through vertices that pass
// ok: each vertex's distance (-1 where none reaches) and the vertices in
// the order reached.
func (g *Graph) bfs(root int, ok func(v int) bool) (dist, order []int) {
	dist = make([]int, g.Len())
	for v := range dist {
		dist[v] = -1
	}
	dist[root] = 0
	order = []int{root}
	for k := 0; k < len(order); k++ {
		u := order[k]
		for _, e := range g.inc[u] {
			if w := g.Other(e, u); dist[w] < 0 && ok(w) {
				dist[w] = dist[u] + 1
				order = append(order, w)
			}
		}
	}
	return dist, order
}
