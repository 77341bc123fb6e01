package ripple_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/ripple"
)

// Solve pzprjs's test puzzle: each room numbered 1 to its size, equal
// numbers k in a row or column at least k cells apart.
func Example() {
	puzzlestest.PrintParsedForms(ripple.Parse("https://puzz.link/p?ripple/4/4/9n8rigk14h32k"))
	// Output:
	// #ripple
	// ....
	// .14.
	// .32.
	// ....
	// AABB
	// CCBD
	// EEBD
	// FEED
	// unique: true
	// 1 2 3 1
	// 2 1 4 2
	// 4 3 2 1
	// 1 2 1 3
	// {"grid":[[1,2,3,1],[2,1,4,2],[4,3,2,1],[1,2,1,3]]}
	// https://puzz.link/p?ripple/4/4/9n8rigk14h32k
}
