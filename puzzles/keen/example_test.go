package keen_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/keen"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve Tatham's 4x4 example and print its text, the numbers and the
// game ID it writes.
func Example() {
	puzzlestest.PrintParsedForms(keen.Parse("#keen\nAAAB\nCDDB\nCEFF\nCEGG\nA 8+\nB 1-\nC 6x\nD 2/\nE 2/\nF 1-\nG 4x\n"))
	// Output:
	// #keen
	// AAAB
	// CDDB
	// CEFF
	// CEGG
	// A 8+
	// B 1-
	// C 6x
	// D 2/
	// E 2/
	// F 1-
	// G 4x
	// unique: true
	// 4 3 1 2
	// 1 4 2 3
	// 2 1 3 4
	// 3 2 4 1
	// {"grid":[[4,3,1,2],[1,4,2,3],[2,1,3,4],[3,2,4,1]]}
	// 4:b_a__a_ab_a__a__,a8s1m6d2d2s1m4
}
