package pipes

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// network is the graph of one model's pipes: cells joined by used joints,
// split into connected parts, with a breadth-first spanning tree of each.
type network struct {
	e      *encoding
	used   []bool
	part   []int // each cell's part, -1 for a cell no pipe touches
	parent []int // the tree joint that reached each cell, -1 at a root
	depth  []int
	extra  []int  // used joints outside the trees: each closes a loop
	fixed  []bool // whether a part holds a tile that is never empty
	some   []int  // one used joint in each part
}

// Refine implements puzzles.Refiner. Under the Net rule it returns, for
// each loop in the model, a clause that one of its joints is unused, and,
// when the pipes form several networks, for each network a clause that a
// pipe leaves it. Both hold in every solution, so counting stays exact.
func (e *encoding) Refine(ans puzzles.Answer) [][]sat.Lit {
	if e.p.Rule != Net {
		return nil
	}
	n := e.network(ans.(*Answer).used)
	var out [][]sat.Lit
	for _, j := range n.extra {
		out = append(out, n.loop(j))
	}
	if len(n.fixed) > 1 {
		for k := range n.fixed {
			out = append(out, n.cut(k))
		}
	}
	return out
}

// network finds the parts and spanning trees of the used joints.
func (e *encoding) network(used []bool) *network {
	cells := len(e.at)
	n := &network{e: e, used: used, part: make([]int, cells), parent: make([]int, cells), depth: make([]int, cells)}
	for i := range n.part {
		n.part[i], n.parent[i] = -1, -1
	}
	done := make([]bool, len(used))
	for start := range cells {
		if n.part[start] >= 0 || !n.touched(start) {
			continue
		}
		n.grow(start, len(n.fixed), done)
	}
	return n
}

// touched reports whether a pipe uses a joint of the cell.
func (n *network) touched(cell int) bool {
	for _, j := range n.e.at[cell] {
		if j >= 0 && n.used[j] {
			return true
		}
	}
	return false
}

// grow labels the part of start with k, breadth first.
func (n *network) grow(start, k int, done []bool) {
	n.fixed = append(n.fixed, false)
	n.some = append(n.some, -1)
	n.part[start] = k
	queue := []int{start}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		if t := n.e.p.Tiles[u/n.e.p.Size.Cols][u%n.e.p.Size.Cols]; t != Wild && t != Empty {
			n.fixed[k] = true
		}
		for _, j := range n.e.at[u] {
			if j < 0 || !n.used[j] || done[j] {
				continue
			}
			done[j] = true
			n.some[k] = j
			v := n.e.other(j, u)
			if n.part[v] >= 0 {
				n.extra = append(n.extra, j)
				continue
			}
			n.part[v], n.parent[v], n.depth[v] = k, j, n.depth[u]+1
			queue = append(queue, v)
		}
	}
}

// other is the cell at the far end of joint j from cell u.
func (e *encoding) other(j, u int) int {
	jt := e.joints[j]
	a, b := e.p.Size.Index(jt.a), e.p.Size.Index(jt.b)
	if a == u {
		return b
	}
	return a
}

// loop is the clause "not all of the loop closed by joint j": j and the
// tree paths from its ends up to where they meet.
func (n *network) loop(j int) []sat.Lit {
	e := n.e
	u, v := e.p.Size.Index(e.joints[j].a), e.p.Size.Index(e.joints[j].b)
	c := []sat.Lit{e.vars[j].Not()}
	for u != v {
		if n.depth[u] < n.depth[v] {
			u, v = v, u
		}
		c = append(c, e.vars[n.parent[u]].Not())
		u = e.other(n.parent[u], u)
	}
	return c
}

// cut is the clause "a pipe leaves part k", weakened by "part k is
// empty" and "everything else is empty" when those can happen (with
// unknown tiles, whose emptiness is part of the solution).
func (n *network) cut(k int) []sat.Lit {
	e := n.e
	var c []sat.Lit
	for j, jt := range e.joints {
		in := n.part[e.p.Size.Index(jt.a)] == k
		if in != (n.part[e.p.Size.Index(jt.b)] == k) {
			c = append(c, e.vars[j])
		}
	}
	if !n.fixed[k] {
		c = append(c, e.vars[n.some[k]].Not())
	}
	if other := n.otherWitness(k); other >= 0 {
		c = append(c, e.vars[other].Not())
	}
	return c
}

// otherWitness returns -1 when a tile that is never empty lies outside
// part k, and otherwise a used joint outside it.
func (n *network) otherWitness(k int) int {
	witness := -1
	for i, f := range n.fixed {
		switch {
		case i == k:
		case f:
			return -1
		default:
			witness = n.some[i]
		}
	}
	return witness
}
