package tents_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
)

// Solve a small Tents puzzle given as a text grid: the column counts
// first, then each row with its count.
func Example() {
	puzzlestest.PrintParsedForms(tents.Parse("#tents\n0?1\n.T. 1\n... 0\n..T 1\n"))
	// Output:
	// #tents
	// 0?1
	// .T. 1
	// ... 0
	// ..T 1
	// unique: true
	// .TA
	// ...
	// .AT
	// {"tents":[[0,2],[2,1]],"grid":[".TA","...",".AT"]}
	// https://puzz.link/p?tents/3/3/0g1101i60
}
