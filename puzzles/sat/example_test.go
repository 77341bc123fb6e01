package sat_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Constants fold away: a clause with True is dropped, False is left out.
func Example_constants() {
	m := sat.NewModel()
	a, b := m.NewVar("a"), m.NewVar("b")
	m.Clause(a, sat.False)      // a
	m.Clause(b, sat.True)       // always holds: dropped
	m.AtMost(1, sat.True, a, b) // True uses the one: not a, not b
	fmt.Println(m.NumConstraints(), m.Solver().Solve())
	// Output: 3 false
}

// Integers: three different digits x < y < z summing to 6 with z = x + 2.
func Example_integers() {
	m := sat.NewModel()
	x, y, z := m.NewInt("x", 0, 9), m.NewInt("y", 0, 9), m.NewInt("z", 0, 9)
	m.AllDifferent(x, y, z)
	m.Less(x, y)
	m.Less(y, z)
	m.EqualPlus(z, x, 2)
	m.LinearEq([]int{1, 1, 1}, []*sat.Int{x, y, z}, 6)
	s := m.Solver()
	for s.Solve() {
		fmt.Println(x.Value(s), y.Value(s), z.Value(s))
		s.Block(append(x.OneHot(), y.OneHot()...))
	}
	// Output: 1 2 3
}

// A table lists the allowed tuples; here: exactly two of three.
func ExampleModel_Table() {
	m := sat.NewModel()
	v := m.NewVars("v", 3)
	m.Table(v, [][]bool{{true, true, false}, {true, false, true}, {false, true, true}})
	n, _ := m.Count(v, 10)
	fmt.Println(n)
	// Output: 3
}

// A conditional cardinality: when a holds, at least two of xs do.
func ExampleModel_AtLeastIf() {
	m := sat.NewModel()
	a := m.NewVar("a")
	xs := m.NewVars("x", 3)
	m.AtLeastIf(2, xs, a)
	n, _ := m.Count(append(xs, a), 100)
	fmt.Println(n) // 8 assignments of xs without a, 4 with a
	// Output: 12
}
