package kropki_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kropki"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a 3x3 text grid with eight dots and a given digit, and print the digits (it writes no URL: puzz.link has no digits).
func Example() {
	puzzlestest.PrintParsedForms(kropki.Parse("#kropki\n.o.o1\n +o+o\n. .o.\no+ +o\n.o. .\n"))
	// Output:
	// #kropki
	// .o.o1
	//  +o+o
	// . .o.
	// o+ +o
	// .o. .
	// unique: true
	// 3 2 1
	// 1 3 2
	// 2 1 3
	// {"grid":[[3,2,1],[1,3,2],[2,1,3]]}
}
