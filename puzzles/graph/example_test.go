package graph

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Count the loops along the grid lines of a 2x2 board (Slitherlink with no
// clues).
func ExampleSingleCycle() {
	m := sat.NewModel()
	x := NewEdges(m, Corners(grid.Size{Rows: 2, Cols: 2}), "line")
	loop := SingleCycle(m, x)
	fmt.Println(count(m, x.Lits, loop), "loops")
	// Output: 13 loops
}

// Count the shadings of a 2x3 board whose shaded cells are connected (an
// empty shading included).
func ExampleConnected() {
	m := sat.NewModel()
	g := Square(grid.Size{Rows: 2, Cols: 3})
	shaded := NewVertices(m, g, "shaded")
	rule := &Connected{G: g, Active: shaded}
	fmt.Println(count(m, shaded, rule), "connected shadings")
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
	g := Square(size)
	m := sat.NewModel()
	x := NewEdges(m, g, "edge")
	paths := NewPaths(x, [][2]int{{0, 1}, {6, 8}}, true)
	paths.Rules(m)
	models(m, x.Lits, paths, func(value func(sat.Lit) bool) {
		for i := range paths.Pairs {
			var cells []string
			for _, v := range paths.Path(i, x.Chosen(value)) {
				cells = append(cells, g.Name(v))
			}
			fmt.Println(strings.Join(cells, " "))
		}
	})
	// Output:
	// r1c1 r2c1 r2c2 r2c3 r1c3 r1c2
	// r3c1 r3c2 r3c3
}

// Join the islands of a bridge puzzle, with up to two bridges between two
// islands: islands 0 and 1 want 2 bridges, island 2 wants 4.
func ExampleNewCounted() {
	m := sat.NewModel()
	g := New(3, [][2]int{{0, 2}, {1, 2}, {0, 1}}, []string{"a", "b", "c"})
	x := NewCounted(m, g, "bridge", 2)
	for v, want := range []int{2, 2, 4} {
		x.Degree(m, v, want)
	}
	models(m, x.Lits, &Network{X: x}, func(value func(sat.Lit) bool) {
		fmt.Println(x.Counts(value))
	})
	// Output: [2 2 0]
}
