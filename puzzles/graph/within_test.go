package graph

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestConnectedMinimalAgainstBruteForce: Minimal's cuts count the
// connected active sets as enumeration does, with no vertex fixed and
// with vertex 0 always active (the root of the cuts).
func TestConnectedMinimalAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		if g.Len() > 12 || name == "two pieces" {
			continue
		}
		for _, fixed := range []bool{false, true} {
			want := 0
			subsets(g.Len(), func(on []bool) {
				if _, n := g.Regions(on); n <= 1 && (on[0] || !fixed) {
					want++
				}
			})
			m := sat.NewModel()
			active := NewVertices(m, g, "on")
			vars := active
			if fixed {
				active[0], vars = sat.True, active[1:]
			}
			if got := count(m, vars, &Connected{G: g, Active: active, Minimal: true}); got != want {
				t.Errorf("%s (vertex 0 fixed: %v): %d connected sets, enumeration finds %d", name, fixed, got, want)
			}
		}
	}
}

// TestWithinAgainstBruteForce: the sets that hold vertex 0 and whose
// vertices lie within max steps of it inside the set, counted by the
// solver and by enumeration.
func TestWithinAgainstBruteForce(t *testing.T) {
	for name, g := range testGraphs() {
		if g.Len() > 12 {
			continue
		}
		for max := range 4 {
			want := 0
			subsets(g.Len(), func(on []bool) {
				if on[0] && within(g, on, max) {
					want++
				}
			})
			m := sat.NewModel()
			member := NewVertices(m, g, "in")
			member[0] = sat.True
			g.Within(m, 0, member, max)
			if got := count(m, member[1:], All()); got != want {
				t.Errorf("%s, max %d: %d sets, enumeration finds %d", name, max, got, want)
			}
		}
	}
}

// within reports whether every vertex of on is at most max steps from
// vertex 0 through vertices of on, by repeated relaxation.
func within(g *Graph, on []bool, max int) bool {
	dist := make([]int, g.Len())
	for v := range dist {
		dist[v] = g.Len() + 1
	}
	dist[0] = 0
	for range g.Len() {
		for _, ab := range g.ends {
			for _, d := range [][2]int{ab, {ab[1], ab[0]}} {
				if on[d[0]] && on[d[1]] && dist[d[0]]+1 < dist[d[1]] {
					dist[d[1]] = dist[d[0]] + 1
				}
			}
		}
	}
	for v, o := range on {
		if o && dist[v] > max {
			return false
		}
	}
	return true
}
