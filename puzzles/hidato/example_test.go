package hidato_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// A Hidato in the seed's CSV format: x blocked, 0 empty. Solving with a
// limit of 2 proves the solution unique.
func Example() {
	puzzlestest.PrintParsed(hidato.Hidato.Parse("#Hidato\n1,0,3\nx,5,0\n8,0,0\n"))
	// Output:
	// #hidato
	// 1 . 3
	// # 5 .
	// 8 . .
	// unique: true
	// 1 2 3
	// # 5 4
	// 8 7 6
	// {"grid":[[1,2,3],[0,5,4],[8,7,6]]}
}

// The same engine with knight's moves, in the whitespace grid form.
func Example_knightsTour() {
	p, _ := hidato.KnightsTour.Parse("#knightstour\n1 . . .\n. . . .\n. . . 12\n")
	res, _ := puzzles.Solve(p, 2)
	fmt.Println(res.Status, "unique:", res.Unique())
	fmt.Print(res.Answers[0].Text())
	// Output:
	// solved unique: true
	//  1  4  7 10
	//  8 11  2  5
	//  3  6  9 12
}

// Given numbers that cannot be joined are reported before any search.
func Example_noSolution() {
	p, _ := hidato.Hidato.Parse("1 . . . 3\n")
	res, _ := puzzles.Solve(p, 2)
	fmt.Println(res.Status+":", res.Reason)
	// Output:
	// unsat: 1 at row 1, column 1 and 3 at row 1, column 5 are more than 2 king moves apart
}

// String writes the canonical whitespace grid, CSV the seed's format.
func ExamplePuzzle_CSV() {
	p, _ := hidato.KnightsTour.ParsePuzzle("#ktour closed\n1 . #\n. . 6\n")
	fmt.Print(p.String())
	fmt.Print(p.CSV())
	// Output:
	// #knightstour closed
	// 1 . #
	// . . 6
	// #ktour closed
	// 1,0,x
	// 0,0,6
}
