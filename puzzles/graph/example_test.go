package graph_test

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// solutions runs the lazy loop: solve, add the rule's cuts until the model
// obeys it, then count it and block it.
func solutions(m *sat.Model, rule graph.Refiner, over []sat.Lit) int {
	s := m.Solver()
	n := 0
	for s.Solve() {
		if cuts := rule.Refine(s.Value); len(cuts) > 0 {
			for _, c := range cuts {
				s.AddClause(c...)
			}
			continue
		}
		n++
		s.Block(over)
	}
	return n
}

// Count the loops along the grid lines of a 2x2 board (Slitherlink with no
// clues).
func ExampleSingleCycle() {
	m := sat.NewModel()
	x := graph.NewEdges(m, graph.Corners(grid.Size{Rows: 2, Cols: 2}), "line")
	loop := graph.SingleCycle(m, x)
	fmt.Println(solutions(m, loop, x.Lits), "loops")
	// Output: 13 loops
}

// Count the shadings of a 2x3 board whose shaded cells are connected (an
// empty shading included).
func ExampleConnected() {
	m := sat.NewModel()
	g := graph.Square(grid.Size{Rows: 2, Cols: 3})
	shaded := graph.NewVertices(m, g, "shaded")
	rule := &graph.Connected{G: g, Active: shaded}
	fmt.Println(solutions(m, rule, shaded), "connected shadings")
	// Output: 41 connected shadings
}

// Solve a small Numberlink: join 1 to 1 and 2 to 2 on a 3x3 board, every
// cell used.
//
//	1 1 .
//	. . .
//	2 . 2
func ExamplePaths() {
	size := grid.Size{Rows: 3, Cols: 3}
	g := graph.Square(size)
	m := sat.NewModel()
	x := graph.NewEdges(m, g, "edge")
	paths := graph.NewPaths(x, [][2]int{{0, 1}, {6, 8}}, true)
	paths.Rules(m)
	s := m.Solver()
	for s.Solve() {
		if cuts := paths.Refine(s.Value); len(cuts) > 0 {
			for _, c := range cuts {
				s.AddClause(c...)
			}
			continue
		}
		for i := range paths.Pairs {
			var cells []string
			for _, v := range paths.Path(i, x.Chosen(s.Value)) {
				cells = append(cells, g.Name(v))
			}
			fmt.Println(strings.Join(cells, " "))
		}
		s.Block(x.Lits)
	}
	// Output:
	// r1c1 r2c1 r2c2 r2c3 r1c3 r1c2
	// r3c1 r3c2 r3c3
}

// Join the islands of a bridge puzzle, with up to two bridges between two
// islands: islands 0 and 1 want 2 bridges, island 2 wants 4.
func ExampleNewCounted() {
	m := sat.NewModel()
	g := graph.New(3, [][2]int{{0, 2}, {1, 2}, {0, 1}}, []string{"a", "b", "c"})
	x := graph.NewCounted(m, g, "bridge", 2)
	for v, want := range []int{2, 2, 4} {
		x.Degree(m, v, want)
	}
	s := m.Solver()
	for s.Solve() {
		if cuts := (&graph.Network{X: x}).Refine(s.Value); len(cuts) > 0 {
			for _, c := range cuts {
				s.AddClause(c...)
			}
			continue
		}
		fmt.Println(x.Counts(s.Value))
		s.Block(x.Lits)
	}
	// Output: [2 2 0]
}
