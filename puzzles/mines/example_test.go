package mines_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/mines"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the mines.
func Example() {
	puzzlestest.PrintParsedForms(mines.Parse("#mines\n2..\n.?1\n"))
	// Output:
	// #mines
	// 2..
	// .?1
	// unique: true
	// .#.
	// #..
	// {"grid":[".#.","#.."]}
	// https://puzz.link/p?mines/3/2/2i.1
}
