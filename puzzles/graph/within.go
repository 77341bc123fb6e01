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
	dist := make([]int, g.Len())
	for v := range dist {
		dist[v] = -1
	}
	dist[root] = 0
	queue := []int{root}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, e := range g.inc[u] {
			if w := g.Other(e, u); dist[w] < 0 && member[w] != sat.False {
				dist[w] = dist[u] + 1
				queue = append(queue, w)
			}
		}
	}
	return dist
}
