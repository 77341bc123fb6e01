package towers_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/towers"
)

// Solve a small framed text grid and print the heights and the forms it
// writes.
func Example() {
	puzzlestest.PrintParsedForms(towers.Parse("#towers\n+3..+\n....2\n.....\n.....\n+...+\n"))
	// Output:
	// #towers
	// +3..+
	// ....2
	// .....
	// .....
	// +...+
	// unique: true
	// 1 3 2
	// 2 1 3
	// 3 2 1
	// {"grid":[[1,3,2],[2,1,3],[3,2,1]]}
	// 3:3/////////2//
	// https://puzz.link/p?skyscrapers/3/3/3n2h
}
