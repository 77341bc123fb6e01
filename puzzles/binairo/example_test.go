package binairo_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a Tatham Unruly game ID: uppercase letters are black givens,
// lowercase white, each after as many empty cells as its distance from a.
func Example() {
	puzzlestest.PrintParsedForms(binairo.Parse("6x6de:cOaDCAEe"))
	// Output:
	// #binairo
	// ..0...
	// ......
	// .....1
	// 0...1.
	// .11...
	// .1....
	// unique: true
	// 100101
	// 011010
	// 100101
	// 001011
	// 011010
	// 110100
	// {"grid":["100101","011010","100101","001011","011010","110100"]}
	// 6x6:cOaDCAEe
}
