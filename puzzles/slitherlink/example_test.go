package slitherlink_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
)

// Solve a small text grid and print the loop.
func Example() {
	puzzlestest.PrintParsedForms(slitherlink.Parse("#slitherlink\n3.1\n.3.\n"))
	// Output:
	// #slitherlink
	// 3.1
	// .3.
	// unique: true
	// +-+-+ +
	// |3  |1
	// +-+ + +
	//   |3|
	// + +-+ +
	// {"loop":[[0,0],[0,1],[0,2],[1,2],[2,2],[2,1],[1,1],[1,0]],"grid":["+-+-+ +","|3  |1","+-+ + +","  |3|","+ +-+ +"]}
	// 3x2t0:3a1a3a
	// https://puzz.link/p?slither/3/2/86d
}
