package rect_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/rect"
)

// Solve pzprjs's Shikaku test puzzle from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(rect.Parse("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j"))
	// Output:
	// #rect
	// ....3.
	// 56..6.
	// ......
	// ......
	// .6..23
	// .5....
	// unique: true
	// A B B C C C
	// A B B D D D
	// A B B D D D
	// A E E E F G
	// A E E E F G
	// H H H H H G
	// {"regions":[[0,1,1,2,2,2],[0,1,1,3,3,3],[0,1,1,3,3,3],[0,4,4,4,5,6],[0,4,4,4,5,6],[7,7,7,7,7,6]]}
	// 6x6:d3a5_6b6n6b2_3a5d
	// https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j
}
