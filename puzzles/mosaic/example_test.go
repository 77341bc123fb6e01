package mosaic_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/mosaic"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the shading.
func Example() {
	puzzlestest.PrintParsedForms(mosaic.Parse("#mosaic\n2..\n..4\n"))
	// Output:
	// #mosaic
	// 2..
	// ..4
	// unique: true
	// .##
	// .##
	// {"grid":[".##",".##"]}
	// 3x2h0:2d4
}
