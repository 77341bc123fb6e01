package filling_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/filling"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Fillomino test puzzle from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(filling.Parse("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"))
	// Output:
	// #filling
	// ..4...
	// .53.2.
	// ....52
	// 33....
	// .2.14.
	// ...3..
	// unique: true
	// 5 5 4 4 4 4
	// 5 5 3 2 2 1
	// 3 5 3 3 5 2
	// 3 3 5 5 5 2
	// 2 2 5 1 4 4
	// 1 3 3 3 4 4
	// {"grid":[[5,5,4,4,4,4],[5,5,3,2,2,1],[3,5,3,3,5,2],[3,3,5,5,5,2],[2,2,5,1,4,4],[1,3,3,3,4,4]]}
	// https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h
}
