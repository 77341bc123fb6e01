package graph

import (
	"fmt"
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// count counts the models of m over vars, as puzzles.Solve does (see
// models).
func count(m *sat.Model, vars []sat.Lit, r Refiner) int { return models(m, vars, r, nil) }

// models runs the lazy loop of puzzles.Solve: solve, add the refiner's
// clauses until the model obeys it, hand the model to each (when not nil),
// block it over vars, repeat. It returns the number of models.
func models(m *sat.Model, vars []sat.Lit, r Refiner, each func(value func(sat.Lit) bool)) int {
	s := m.Solver()
	n := 0
	for s.Solve() {
		if cls := r.Refine(s.Value); len(cls) > 0 {
			for _, c := range cls {
				s.AddClause(c...)
			}
			continue
		}
		if each != nil {
			each(s.Value)
		}
		n++
		s.Block(vars)
	}
	return n
}

func testGraphs() map[string]*Graph {
	gs := map[string]*Graph{
		"K4":          New(4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, nil),
		"K5":          New(5, [][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}, nil),
		"multi":       New(4, [][2]int{{0, 1}, {0, 1}, {1, 2}, {2, 2}, {2, 3}, {3, 0}, {1, 3}}, nil),
		"two pieces":  New(6, [][2]int{{0, 1}, {1, 2}, {2, 0}, {3, 4}, {4, 5}, {5, 3}}, nil),
		"hex 2":       Hex(2),
		"king 2x3":    King(grid.Size{Rows: 2, Cols: 3}),
		"corners 1x2": Corners(grid.Size{Rows: 1, Cols: 2}),
		"corners 2x2": Corners(grid.Size{Rows: 2, Cols: 2}),
		"corners 2x3": Corners(grid.Size{Rows: 2, Cols: 3}),
	}
	for r := 2; r <= 3; r++ {
		for c := r; c <= 4; c++ {
			gs[fmt.Sprintf("square %dx%d", r, c)] = Square(grid.Size{Rows: r, Cols: c})
		}
	}
	return gs
}

// subsets calls f with every subset of n items.
func subsets(n int, f func(in []bool)) {
	in := make([]bool, n)
	for mask := 0; mask < 1<<n; mask++ {
		for i := range in {
			in[i] = mask>>i&1 == 1
		}
		f(in)
	}
}

// degrees counts the chosen edges at each vertex, a loop twice.
func degrees(g *Graph, chosen []bool) []int {
	deg := make([]int, g.Len())
	for e, ab := range g.ends {
		if chosen[e] {
			deg[ab[0]]++
			deg[ab[1]]++
		}
	}
	return deg
}

// pieces splits the vertices that chosen edges touch into connected parts
// by plain relabelling (not the package's search): piece[v] is -1 for an
// untouched vertex.
func pieces(g *Graph, chosen []bool) (piece []int, n int) {
	piece = make([]int, g.Len())
	for v := range piece {
		piece[v] = -1
	}
	for e, ab := range g.ends {
		if chosen[e] {
			piece[ab[0]], piece[ab[1]] = ab[0], ab[1]
		}
	}
	for changed := true; changed; {
		changed = false
		for e, ab := range g.ends {
			if a, b := piece[ab[0]], piece[ab[1]]; chosen[e] && a != b {
				for v := range piece {
					if piece[v] == max(a, b) {
						piece[v] = min(a, b)
					}
				}
				changed = true
			}
		}
	}
	roots := map[int]bool{}
	for _, p := range piece {
		if p >= 0 {
			roots[p] = true
		}
	}
	return piece, len(roots)
}

func TestSingleCycleAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		want := 0
		subsets(g.NumEdges(), func(chosen []bool) {
			_, n := pieces(g, chosen)
			for _, d := range degrees(g, chosen) {
				if d != 0 && d != 2 {
					return
				}
			}
			if n == 1 {
				want++
			}
		})
		m := sat.NewModel()
		x := NewEdges(m, g, "edge")
		t.Logf("%s: %d single cycles", name, want)
		if got := count(m, x.Lits, SingleCycle(m, x)); got != want {
			t.Errorf("%s: %d single cycles, enumeration finds %d", name, got, want)
		}
	}
}

func TestNetworkAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		if g.NumEdges() > 14 {
			continue
		}
		for _, acyclic := range []bool{false, true} {
			for _, spanning := range []bool{false, true} {
				want := 0
				subsets(g.NumEdges(), func(chosen []bool) {
					piece, n := pieces(g, chosen)
					switch {
					case n > 1, acyclic && !isForest(g, chosen):
					case spanning && (n != 1 || slices.Contains(piece, -1)):
					default:
						want++
					}
				})
				m := sat.NewModel()
				x := NewEdges(m, g, "edge")
				net := &Network{X: x, Acyclic: acyclic}
				if spanning {
					net.Required = make([]bool, g.Len())
					for v := range g.Len() {
						net.Required[v] = true
						m.Clause(x.At(v)...)
					}
				}
				if got := count(m, x.Lits, net); got != want {
					t.Errorf("%s (acyclic %v, spanning %v): %d networks, enumeration finds %d", name, acyclic, spanning, got, want)
				}
			}
		}
	}
}

// isForest reports whether the chosen edges have no cycle: in each part,
// one edge fewer than vertices (plain counting, not the package's search).
func isForest(g *Graph, chosen []bool) bool {
	piece, n := pieces(g, chosen)
	verts, edges := 0, 0
	for _, p := range piece {
		if p >= 0 {
			verts++
		}
	}
	for _, c := range chosen {
		if c {
			edges++
		}
	}
	return edges == verts-n
}

func TestSpanningTrees(t *testing.T) {
	// Kirchhoff's counts: K4 has 4^2 = 16 spanning trees, the 3x3 grid 192.
	for name, c := range map[string]struct {
		g    *Graph
		want int
	}{
		"K4":         {testGraphs()["K4"], 16},
		"square 3x3": {Square(grid.Size{Rows: 3, Cols: 3}), 192},
	} {
		m := sat.NewModel()
		x := NewEdges(m, c.g, "edge")
		net := &Network{X: x, Acyclic: true, Required: make([]bool, c.g.Len())}
		for v := range c.g.Len() {
			net.Required[v] = true
			m.Clause(x.At(v)...)
		}
		if got := count(m, x.Lits, net); got != c.want {
			t.Errorf("%s: %d spanning trees, want %d", name, got, c.want)
		}
	}
}

func TestConnectedAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		if g.Len() > 12 {
			continue
		}
		want := 0
		subsets(g.Len(), func(on []bool) {
			// Connected when choosing every edge between active vertices
			// leaves at most one part, and no active vertex is isolated
			// from the others.
			chosen := make([]bool, g.NumEdges())
			active := 0
			for e, ab := range g.ends {
				chosen[e] = on[ab[0]] && on[ab[1]]
			}
			for _, o := range on {
				if o {
					active++
				}
			}
			piece, n := pieces(g, chosen)
			for v, o := range on {
				if o && piece[v] < 0 {
					n++ // an active vertex with no active neighbour
				}
			}
			if n <= 1 || active == 0 {
				want++
			}
		})
		m := sat.NewModel()
		active := NewVertices(m, g, "on")
		if got := count(m, active, &Connected{G: g, Active: active}); got != want {
			t.Errorf("%s: %d connected vertex sets, enumeration finds %d", name, got, want)
		}
	}
}

// TestConnectedApartAgainstBruteForce: with the inactive vertices kept
// apart by clauses, Apart's shorter cuts count the connected active sets
// whose inactive vertices are not neighbours, as enumeration does.
func TestConnectedApartAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		if g.Len() > 12 || name == "two pieces" {
			continue
		}
		want := 0
		subsets(g.Len(), func(on []bool) {
			for _, ab := range g.ends {
				if !on[ab[0]] && !on[ab[1]] {
					return
				}
			}
			if _, n := g.Regions(on); n <= 1 {
				want++
			}
		})
		m := sat.NewModel()
		active := NewVertices(m, g, "on")
		for _, ab := range g.ends {
			m.Clause(active[ab[0]], active[ab[1]])
		}
		if got := count(m, active, &Connected{G: g, Active: active, Apart: true}); got != want {
			t.Errorf("%s: %d connected sets with inactive vertices apart, enumeration finds %d", name, got, want)
		}
	}
}

func TestPathsAgainstBruteForce(t *testing.T) {
	cases := []struct {
		name  string
		g     *Graph
		pairs [][2]int
	}{
		{"3x3 one pair", Square(grid.Size{Rows: 3, Cols: 3}), [][2]int{{0, 8}}},
		{"3x3 two pairs", Square(grid.Size{Rows: 3, Cols: 3}), [][2]int{{0, 2}, {6, 8}}},
		{"3x4 two pairs", Square(grid.Size{Rows: 3, Cols: 4}), [][2]int{{0, 11}, {3, 8}}},
		{"3x4 crossed", Square(grid.Size{Rows: 3, Cols: 4}), [][2]int{{0, 3}, {4, 7}}},
		{"3x4 three pairs", Square(grid.Size{Rows: 3, Cols: 4}), [][2]int{{0, 5}, {1, 6}, {8, 11}}},
		{"K5", testGraphs()["K5"], [][2]int{{0, 1}, {2, 3}}},
		{"hex 2", Hex(2), [][2]int{{0, 6}, {1, 5}}},
		{"king 2x3", King(grid.Size{Rows: 2, Cols: 3}), [][2]int{{0, 5}}},
	}
	for _, c := range cases {
		for _, cover := range []bool{false, true} {
			want := 0
			subsets(c.g.NumEdges(), func(chosen []bool) {
				if pathSystem(c.g, chosen, c.pairs, cover) {
					want++
				}
			})
			m := sat.NewModel()
			x := NewEdges(m, c.g, "edge")
			p := NewPaths(x, c.pairs, cover)
			p.Rules(m)
			if got := count(m, x.Lits, p); got != want {
				t.Errorf("%s (cover %v): %d path systems, enumeration finds %d", c.name, cover, got, want)
			}
		}
	}
}

// pathSystem reports whether chosen is a set of paths joining the pairs:
// pair ends have degree 1, other vertices 0 or 2 (2 with cover), and every
// part holds both ends of one pair.
func pathSystem(g *Graph, chosen []bool, pairs [][2]int, cover bool) bool {
	end := map[int]bool{}
	for _, ab := range pairs {
		end[ab[0]], end[ab[1]] = true, true
	}
	for v, d := range degrees(g, chosen) {
		switch {
		case end[v] && d != 1, !end[v] && d != 0 && d != 2, cover && !end[v] && d != 2:
			return false
		}
	}
	piece, n := pieces(g, chosen)
	if n != len(pairs) {
		return false // a part with no pair: a stray cycle
	}
	for _, ab := range pairs {
		if piece[ab[0]] != piece[ab[1]] {
			return false
		}
	}
	return true
}

// TestCountedNetwork counts bridges of 0..2 on each edge of small graphs
// with every vertex's total given (Hashiwokakero's rules), connected over
// the edges that carry a bridge, against enumeration of all counts.
func TestCountedNetwork(t *testing.T) {
	for name, c := range map[string]struct {
		g      *Graph
		totals []int
	}{
		"K4":     {testGraphs()["K4"], []int{3, 3, 2, 2}},
		"square": {Square(grid.Size{Rows: 2, Cols: 3}), []int{2, 3, 1, 2, 3, 1}},
		"multi":  {New(4, [][2]int{{0, 1}, {0, 1}, {1, 2}, {2, 3}, {3, 0}, {1, 3}}, nil), []int{4, 4, 2, 2}},
		"apart":  {testGraphs()["two pieces"], []int{2, 2, 2, 2, 2, 2}},
	} {
		want := 0
		counts := make([]int, c.g.NumEdges())
		for {
			chosen := make([]bool, len(counts))
			total := make([]int, c.g.Len())
			for e, n := range counts {
				a, b := c.g.Ends(e)
				total[a] += n
				total[b] += n
				chosen[e] = n > 0
			}
			if _, n := pieces(c.g, chosen); n == 1 && fmt.Sprint(total) == fmt.Sprint(c.totals) {
				want++
			}
			if !next(counts, 2) {
				break
			}
		}
		m := sat.NewModel()
		x := NewCounted(m, c.g, "bridge", 2)
		for v, k := range c.totals {
			x.Degree(m, v, k)
		}
		var all []sat.Lit
		for e := range x.Lits {
			all = append(all, x.Count(e)...)
		}
		if got := count(m, all, &Network{X: x}); got != want {
			t.Errorf("%s: %d bridge layouts, enumeration finds %d", name, got, want)
		}
	}
}

// next steps counts to the next tuple of 0..most; false after the last.
func next(counts []int, most int) bool {
	for i := range counts {
		if counts[i] < most {
			counts[i]++
			return true
		}
		counts[i] = 0
	}
	return false
}

// TestConstants: given cells (sat.True) and barriers (sat.False) may stand
// in for variables; the cuts fold them away.
func TestConstants(t *testing.T) {
	g := Square(grid.Size{Rows: 3, Cols: 3})
	want := 0
	subsets(g.Len(), func(on []bool) {
		if !on[0] || !on[8] {
			return
		}
		if region, n := g.Regions(on); n == 1 && region[0] == region[8] {
			want++
		}
	})
	m := sat.NewModel()
	active := NewVertices(m, g, "on")
	active[0], active[8] = sat.True, sat.True
	if got := count(m, active, &Connected{G: g, Active: active}); got != want {
		t.Errorf("connected sets through two given cells: %d, enumeration finds %d", got, want)
	}

	// The 3x3 grid's 13 cycles, less those using the barred edge 0 (r1c1-r1c2).
	m = sat.NewModel()
	x := NewEdges(m, g, "edge")
	x.Lits[0] = sat.False
	want = 0
	subsets(g.NumEdges(), func(chosen []bool) {
		ok := !chosen[0]
		for _, d := range degrees(g, chosen) {
			ok = ok && (d == 0 || d == 2)
		}
		if _, n := pieces(g, chosen); ok && n == 1 {
			want++
		}
	})
	if got := count(m, x.Lits, SingleCycle(m, x)); got != want {
		t.Errorf("cycles avoiding a barrier: %d, enumeration finds %d", got, want)
	}
}

func TestAll(t *testing.T) {
	g := Square(grid.Size{Rows: 1, Cols: 4})
	value := func(l sat.Lit) bool { return l == 1 || l == 4 } // vertices 0 and 3 on: two regions
	c := &Connected{G: g, Active: []sat.Lit{1, 2, 3, 4}}
	if n, both := len(c.Refine(value)), len(All(c, c).Refine(value)); n != 2 || both != 4 {
		t.Errorf("one refiner gives %d cuts, two %d; want 2 and 4", n, both)
	}
}
