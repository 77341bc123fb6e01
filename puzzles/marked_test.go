package puzzles_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Cells whose literal is known (constants always are) are on or off, in
// the cells' order; the others are left out.
func ExampleMarked() {
	m := sat.NewModel()
	a, b := m.NewVar("a"), m.NewVar("b")
	lits := map[grid.Pos]sat.Lit{{R: 0, C: 0}: a, {R: 0, C: 1}: b, {R: 1, C: 0}: sat.True, {R: 1, C: 1}: sat.False}
	known := func(l sat.Lit) (value, ok bool) { return false, l == a }
	cells := []grid.Pos{{R: 1, C: 1}, {R: 1, C: 0}, {R: 0, C: 1}, {R: 0, C: 0}}
	on, off := puzzles.Marked(cells, func(pos grid.Pos) sat.Lit { return lits[pos] }, known)
	fmt.Println(on, off)
	on, _ = puzzles.Marked(nil, nil, known)
	fmt.Println(on != nil)
	// Output:
	// [[1 0]] [[1 1] [0 0]]
	// true
}
