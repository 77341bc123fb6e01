package graph

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func TestShapes(t *testing.T) {
	s := grid.Size{Rows: 2, Cols: 3}
	for _, c := range []struct {
		name          string
		g             *Graph
		vertices, eds int
		first, last   string
	}{
		{"square", Square(s), 6, 7, "r1c1-r1c2", "r2c2-r2c3"},
		{"king", King(s), 6, 11, "r1c1-r1c2", "r2c2-r2c3"},
		{"corners", Corners(s), 12, 17, "p1.1-p1.2", "p3.3-p3.4"},
		{"hex", Hex(2), 7, 12, "h0,-1-h1,-1", "h-1,1-h0,1"},
		{"explicit", New(2, [][2]int{{0, 1}, {1, 1}}, nil), 2, 2, "v0-v1", "v1-v1"},
	} {
		if c.g.Len() != c.vertices || c.g.NumEdges() != c.eds {
			t.Errorf("%s: %d vertices and %d edges, want %d and %d", c.name, c.g.Len(), c.g.NumEdges(), c.vertices, c.eds)
		}
		if f, l := c.g.EdgeName(0), c.g.EdgeName(c.g.NumEdges()-1); f != c.first || l != c.last {
			t.Errorf("%s: edges %s ... %s, want %s ... %s", c.name, f, l, c.first, c.last)
		}
	}
}

func TestNewPanicsOnBadEnds(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "not a vertex") {
			t.Errorf("panic %v, want a message about the bad end", r)
		}
	}()
	New(2, [][2]int{{0, 2}}, nil)
}

func TestSide(t *testing.T) {
	for _, s := range []grid.Size{{Rows: 1, Cols: 1}, {Rows: 2, Cols: 3}, {Rows: 4, Cols: 2}} {
		g := Corners(s)
		pt := func(r, c int) int { return r*(s.Cols+1) + c }
		for _, p := range s.Cells() {
			want := map[grid.Dir][2]int{
				grid.Up:    {pt(p.R, p.C), pt(p.R, p.C+1)},
				grid.Right: {pt(p.R, p.C+1), pt(p.R+1, p.C+1)},
				grid.Down:  {pt(p.R+1, p.C), pt(p.R+1, p.C+1)},
				grid.Left:  {pt(p.R, p.C), pt(p.R+1, p.C)},
			}
			for d, ab := range want {
				e, _ := g.Find(ab[0], ab[1])
				if got := Side(s, p, d); got != e {
					t.Errorf("%v: Side(%v, %s) = %d, want %d (%s)", s, p, d, got, e, g.EdgeName(e))
				}
			}
		}
	}
}

func TestCycles(t *testing.T) {
	for _, c := range []struct {
		name string
		g    *Graph
		max  int
		want string
	}{
		// Each square's edges: top, left, right, bottom.
		{"square 3x3", Square(grid.Size{Rows: 3, Cols: 3}), 4, "[[0 1 3 5] [2 3 4 7] [5 6 8 10] [7 8 9 11]]"},
		{"square 3x3, max 3", Square(grid.Size{Rows: 3, Cols: 3}), 3, "[]"},
		{"K4", New(4, [][2]int{{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}}, nil), 4,
			"[[0 1 3] [0 2 3 5] [0 2 4] [0 1 4 5] [1 2 3 4] [1 2 5] [3 4 5]]"},
		{"loop and double", New(3, [][2]int{{0, 1}, {0, 1}, {1, 1}, {1, 2}}, nil), 4, "[[0 1] [2]]"},
	} {
		if got := fmt.Sprint(c.g.Cycles(c.max)); got != c.want {
			t.Errorf("%s: Cycles(%d) = %s, want %s", c.name, c.max, got, c.want)
		}
	}
}

func TestWalkAndComponents(t *testing.T) {
	g := Square(grid.Size{Rows: 2, Cols: 3}) // edges 0:r1c1-r1c2 1:r1c1-r2c1 2:r1c2-r1c3 3:r1c2-r2c2 4:r1c3-r2c3 5:r2c1-r2c2 6:r2c2-r2c3
	chosen := []bool{true, true, false, true, false, true, false}
	if got := g.Walk(0, chosen); !slices.Equal(got, []int{0, 1, 4, 3}) {
		t.Errorf("Walk round the square = %v", got)
	}
	chosen = []bool{true, false, false, false, true, false, false}
	if got := g.Walk(1, chosen); !slices.Equal(got, []int{1, 0}) {
		t.Errorf("Walk to a dead end = %v", got)
	}
	part, n := g.Components(chosen)
	if n != 2 || !slices.Equal(part, []int{0, 0, 1, -1, -1, 1}) {
		t.Errorf("Components = %v, %d", part, n)
	}
	if c := g.Cycle(chosen); c != nil {
		t.Errorf("Cycle in a forest = %v", c)
	}
	region, n := g.Regions([]bool{true, false, true, true, false, true})
	if n != 2 || !slices.Equal(region, []int{0, -1, 1, 0, -1, 1}) {
		t.Errorf("Regions = %v, %d", region, n)
	}
}

func TestCountedVariables(t *testing.T) {
	m := sat.NewModel()
	g := New(2, [][2]int{{0, 1}, {0, 1}}, []string{"a", "b"})
	x := NewCounted(m, g, "bridge", 2)
	if got := m.Name(x.More[1][0]); got != "bridge a-b ≥2" {
		t.Errorf("name %q", got)
	}
	x.Degree(m, 0, 3)
	s := m.Solver()
	var seen []string
	for s.Solve() {
		seen = append(seen, fmt.Sprint(x.Counts(s.Value)))
		s.Block(append(x.Count(0), x.Count(1)...))
	}
	slices.Sort(seen)
	if got := strings.Join(seen, " "); got != "[1 2] [2 1]" {
		t.Errorf("counts with degree 3 on two double edges: %s", got)
	}
}

func TestDegreeIf(t *testing.T) {
	g := New(5, [][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}}, nil) // a star
	for k := 0; k <= 4; k++ {
		m := sat.NewModel()
		x := NewEdges(m, g, "edge")
		on := m.NewVar("on")
		x.DegreeIf(m, 0, on, k)
		var ways []string
		s := m.Solver()
		for s.Solve() {
			deg := 0
			for _, c := range x.Chosen(s.Value) {
				if c {
					deg++
				}
			}
			if want := map[bool]int{true: k, false: 0}[s.Value(on)]; deg != want {
				t.Errorf("k=%d: on %v with degree %d", k, s.Value(on), deg)
			}
			ways = append(ways, "x")
			s.Block(append([]sat.Lit{on}, x.Lits...))
		}
		if want := 1 + binomial(4, k); len(ways) != want && k > 0 {
			t.Errorf("k=%d: %d models, want %d", k, len(ways), want)
		}
	}
}

func binomial(n, k int) int {
	if k == 0 {
		return 1
	}
	return binomial(n-1, k-1) * n / k
}

// TestLoop: the chosen cycle is listed once from its lowest vertex, and
// nothing chosen gives nil.
func TestLoop(t *testing.T) {
	g := New(4, [][2]int{{2, 3}, {3, 1}, {1, 2}, {0, 1}}, nil)
	if got := g.Loop([]bool{true, true, true, false}); !slices.Equal(got, []int{1, 3, 2}) && !slices.Equal(got, []int{1, 2, 3}) {
		t.Errorf("Loop = %v, want the triangle from vertex 1", got)
	}
	if got := g.Loop(make([]bool, 4)); got != nil {
		t.Errorf("Loop with nothing chosen = %v", got)
	}
}
