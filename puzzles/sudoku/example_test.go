package sudoku_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
)

// Solve a 4x4 Sudoku given as one line and print its answer as JSON.
func Example() {
	puzzlestest.PrintParsed(sudoku.Parse(".1.....23.....3."))
	// Output:
	// #sudoku 4 box=2x2
	// .1..
	// ...2
	// 3...
	// ..3.
	// unique: true
	// 2 1 4 3
	// 4 3 1 2
	// 3 4 2 1
	// 1 2 3 4
	// {"grid":[[2,1,4,3],[4,3,1,2],[3,4,2,1],[1,2,3,4]]}
}

// A Solo jigsaw game ID in the canonical text.
func ExampleParseGameID() {
	p, _ := sudoku.ParseGameID("6j:a4b6f4l2f1b5a,ca___a_aaaaa___a_ccbb_bbcabb")
	fmt.Print(p)
	// Output:
	// #sudoku 6 jigsaw
	// .4..6.
	// .....4
	// ......
	// ......
	// 2.....
	// .1..5.
	// regions:
	// AAAABB
	// ACADBB
	// ECDDBB
	// ECCDDF
	// EECFDF
	// EECFFF
}
