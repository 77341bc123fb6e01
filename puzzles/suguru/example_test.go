package suguru_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/suguru"
)

// Solve pzprjs's test puzzle: each region numbered 1 to its size, no
// two touching cells (diagonally too) with the same number.
func Example() {
	puzzlestest.PrintParsedForms(suguru.Parse("https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g"))
	// Output:
	// #suguru
	// 3....
	// ...3.
	// 5....
	// .....
	// .1.2.
	// AABCC
	// AADDD
	// ADDEE
	// FFFEE
	// FFGGG
	// unique: true
	// 3 2 1 2 1
	// 1 4 5 3 4
	// 5 2 1 2 1
	// 3 4 5 4 3
	// 2 1 3 2 1
	// {"grid":[[3,2,1,2,1],[1,4,5,3,4],[5,2,1,2,1],[3,4,5,4,3],[2,1,3,2,1]]}
	// https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g
}
