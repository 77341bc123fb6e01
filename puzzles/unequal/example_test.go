package unequal_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/unequal"
)

// Solve a 3x3 text grid with two signs and a given digit, and print the
// digits and the game ID it writes.
func Example() {
	puzzlestest.PrintParsedForms(unequal.Parse("#unequal\n.<. .\n    v\n. . 2\n\n. . .\n"))
	// Output:
	// #unequal
	// .<. .
	//  + +v
	// . . 2
	//  + +
	// . . .
	// unique: true
	// 1 2 3
	// 3 1 2
	// 2 3 1
	// {"grid":[[1,2,3],[3,1,2],[2,3,1]]}
	// 3:0,0L,0D,0,0,2,0,0,0,
}
