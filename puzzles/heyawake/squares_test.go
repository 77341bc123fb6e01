package heyawake

import (
	"slices"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestSquaresKeepsAnswers: on small boards, every shading whose shaded
// cells do not touch side by side and whose unshaded cells are connected
// passes the squares bound, even when least is its own shaded count.
func TestSquaresKeepsAnswers(t *testing.T) {
	for _, size := range []grid.Size{{Rows: 2, Cols: 2}, {Rows: 3, Cols: 3}, {Rows: 3, Cols: 5}, {Rows: 5, Cols: 3}, {Rows: 4, Cols: 4}} {
		kept := 0
		for _, on := range shadings(size) {
			if !apart(size, on) || !connected(size, on) {
				continue
			}
			kept++
			if !fits(size, on) {
				t.Errorf("%dx%d: the bound refuses the shading %v", size.Rows, size.Cols, on)
			}
		}
		if kept == 0 {
			t.Errorf("%dx%d: no shading tried", size.Rows, size.Cols)
		}
	}
}

// TestSquaresRefusesDiamond: the four cells around the centre of a 3x3
// board shut it off; the bound alone refuses them.
func TestSquaresRefusesDiamond(t *testing.T) {
	size := grid.Size{Rows: 3, Cols: 3}
	on := make([]bool, 9)
	for _, pos := range []grid.Pos{{R: 0, C: 1}, {R: 1, C: 0}, {R: 1, C: 2}, {R: 2, C: 1}} {
		on[size.Index(pos)] = true
	}
	if fits(size, on) {
		t.Error("the diamond passes the bound")
	}
}

// fits reports whether the shading on passes squares with least its own
// shaded count.
func fits(size grid.Size, on []bool) bool {
	m := sat.NewModel()
	lits := m.NewVars("s", size.Rows*size.Cols)
	least := 0
	for i, l := range lits {
		if on[i] {
			least++
			m.Unit(l)
		} else {
			m.Unit(l.Not())
		}
	}
	squares(m, cellgrid.NewShadeVars(size, lits), least)
	return m.Solver().Solve()
}

// shadings returns every shading of a board.
func shadings(size grid.Size) [][]bool {
	n := size.Rows * size.Cols
	var out [][]bool
	for bits := range 1 << n {
		on := make([]bool, n)
		for i := range on {
			on[i] = bits>>i&1 == 1
		}
		out = append(out, on)
	}
	return out
}

// apart reports whether no two shaded cells touch side by side.
func apart(size grid.Size, on []bool) bool {
	for _, e := range size.Edges() {
		if on[size.Index(e.A)] && on[size.Index(e.B)] {
			return false
		}
	}
	return true
}

// connected reports whether the unshaded cells are one part.
func connected(size grid.Size, on []bool) bool {
	seen, start, white := map[grid.Pos]bool{}, -1, 0
	for i, v := range on {
		if !v {
			white++
			start = i
		}
	}
	if white == 0 {
		return true
	}
	first := grid.Pos{R: start / size.Cols, C: start % size.Cols}
	seen[first] = true
	for stack := []grid.Pos{first}; len(stack) > 0; {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, q := range size.Neighbours(c, grid.Orthogonal) {
			if !on[size.Index(q)] && !seen[q] {
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	return len(seen) == white
}

// TestPaired: over a room of an L shape and a lone cell, the paired
// literals of every shading whose shaded cells do not touch count its
// shaded cells.
func TestPaired(t *testing.T) {
	size := grid.Size{Rows: 3, Cols: 3}
	cells := []grid.Pos{{R: 0, C: 0}, {R: 0, C: 1}, {R: 1, C: 0}, {R: 2, C: 0}, {R: 2, C: 1}, {R: 2, C: 2}, {R: 1, C: 2}}
	for _, on := range shadings(size) {
		if !apart(size, on) {
			continue
		}
		m := sat.NewModel()
		vars, want := cellgrid.NewVars(m, "s", size.Cells()), 0
		for _, pos := range size.Cells() {
			if on[size.Index(pos)] {
				m.Unit(vars[pos])
			} else {
				m.Unit(vars[pos].Not())
			}
		}
		for _, pos := range cells {
			if on[size.Index(pos)] {
				want++
			}
		}
		lits := paired(m, "pair", cells, vars)
		s := m.Solver()
		if !s.Solve() {
			t.Fatalf("%v: no model", on)
		}
		// got counts the true values
		if got := len(slices.DeleteFunc(s.Values(lits), func(v bool) bool { return !v })); got != want {
			t.Errorf("%v: the pairs count %d, the cells %d", on, got, want)
		}
	}
}

// TestAtMost: at most k of n literals has as many models over them as
// there are subsets of k or fewer.
func TestAtMost(t *testing.T) {
	for n := 1; n < 8; n++ {
		for k := range n {
			m := sat.NewModel()
			lits := m.NewVars("x", n)
			atMost(m, "count", k, lits)
			want := 0
			for i := 0; i <= k; i++ {
				want += binomial(n, i)
			}
			if got, _ := m.Count(lits, 1000); got != want {
				t.Errorf("at most %d of %d: %d models, want %d", k, n, got, want)
			}
		}
	}
}
