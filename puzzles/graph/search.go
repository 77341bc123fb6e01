package graph

// forest is the result of a breadth-first search over the chosen edges of
// a model: the connected parts of the vertices they touch, with a spanning
// tree of each.
type forest struct {
	g      *Graph
	part   []int // each vertex's part, -1 for a vertex no chosen edge touches
	parent []int // the tree edge that reached each vertex, -1 at a root
	depth  []int
	extra  []int // chosen edges outside the trees: each closes a cycle
	some   []int // one chosen edge of each part
	edges  [][]int
}

// search finds the parts, starting from the vertices in order and taking
// each vertex's edges in order.
func (g *Graph) search(chosen []bool) *forest {
	n := g.Len()
	f := &forest{g: g, part: make([]int, n), parent: make([]int, n), depth: make([]int, n)}
	for v := range f.part {
		f.part[v], f.parent[v] = -1, -1
	}
	done := make([]bool, len(chosen))
	for v := range n {
		if f.part[v] < 0 && g.touched(v, chosen) {
			f.grow(v, chosen, done)
		}
	}
	return f
}

// touched reports whether a chosen edge ends at v.
func (g *Graph) touched(v int, chosen []bool) bool {
	for _, e := range g.inc[v] {
		if chosen[e] {
			return true
		}
	}
	return false
}

// Cyclic reports whether every vertex touches none or two of the chosen
// edges, so that they form disjoint cycles.
func (g *Graph) Cyclic(chosen []bool) bool {
	for _, inc := range g.inc {
		deg := 0
		for _, e := range inc {
			if chosen[e] {
				deg++
			}
		}
		if deg != 0 && deg != 2 {
			return false
		}
	}
	return true
}

// grow labels a new part from start, breadth first.
func (f *forest) grow(start int, chosen, done []bool) {
	k := len(f.some)
	f.some = append(f.some, -1)
	f.edges = append(f.edges, nil)
	f.part[start] = k
	queue := []int{start}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, e := range f.g.inc[u] {
			if !chosen[e] || done[e] {
				continue
			}
			done[e] = true
			f.some[k] = e
			f.edges[k] = append(f.edges[k], e)
			v := f.g.Other(e, u)
			if f.part[v] >= 0 {
				f.extra = append(f.extra, e)
				continue
			}
			f.part[v], f.parent[v], f.depth[v] = k, e, f.depth[u]+1
			queue = append(queue, v)
		}
	}
}

// parts is the number of parts.
func (f *forest) parts() int { return len(f.some) }

// cycle returns the edges of the cycle that extra edge e closes: e and the
// tree paths from its ends up to where they meet.
func (f *forest) cycle(e int) []int {
	out := []int{e}
	u, v := f.g.Ends(e)
	for u != v {
		if f.depth[u] < f.depth[v] {
			u, v = v, u
		}
		out = append(out, f.parent[u])
		u = f.g.Other(f.parent[u], u)
	}
	return out
}

// boundary lists the edges with exactly one end in part k, in edge order.
func (f *forest) boundary(k int) []int {
	var out []int
	for e, ab := range f.g.ends {
		if (f.part[ab[0]] == k) != (f.part[ab[1]] == k) {
			out = append(out, e)
		}
	}
	return out
}

// Components returns each vertex's connected part under the chosen edges
// (-1 for a vertex that no chosen edge touches) and the number of parts.
// Parts are numbered in the order of their first vertex.
func (g *Graph) Components(chosen []bool) (part []int, n int) {
	f := g.search(chosen)
	return f.part, f.parts()
}

// Walk follows chosen edges from start, taking at each vertex the first
// chosen edge (in edge order) other than the one it came by, until it
// reaches a vertex with no such edge or comes back to start. It returns
// the vertices visited, start first (once, also when the walk is a cycle).
// It stops after Len() steps, so it ends even where degrees exceed 2.
func (g *Graph) Walk(start int, chosen []bool) []int {
	out := []int{start}
	prev, cur := -1, start
	for len(out) <= g.Len() {
		next := -1
		for _, e := range g.inc[cur] {
			if chosen[e] && e != prev {
				next = e
				break
			}
		}
		if next < 0 {
			return out
		}
		cur, prev = g.Other(next, cur), next
		if cur == start {
			return out
		}
		out = append(out, cur)
	}
	return out
}

// Cycle returns the edges of a cycle of chosen edges (the first that the
// search closes), or nil when the chosen edges form a forest.
func (g *Graph) Cycle(chosen []bool) []int {
	f := g.search(chosen)
	if len(f.extra) == 0 {
		return nil
	}
	return f.cycle(f.extra[0])
}

// Loop walks the chosen edges from the first vertex (in index order) that
// has one; nil when no edge is chosen. On a single cycle it lists the
// cycle's vertices once, starting from its lowest-numbered vertex.
func (g *Graph) Loop(chosen []bool) []int {
	for v := range g.Len() {
		for _, e := range g.inc[v] {
			if chosen[e] {
				return g.Walk(v, chosen)
			}
		}
	}
	return nil
}
