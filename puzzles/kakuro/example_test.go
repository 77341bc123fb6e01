package kakuro_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the digits and the URL it writes.
func Example() {
	puzzlestest.PrintParsedForms(kakuro.Parse("#kakuro\n#  4\\ 3\\\n\\3 . .\n\\4 . .\n"))
	// Output:
	// #kakuro
	//  # 4\ 3\
	// \3  .  .
	// \4  .  .
	// unique: true
	// # # #
	// # 1 2
	// # 3 1
	// {"grid":[[0,0,0],[0,1,2],[0,3,1]]}
	// https://puzz.link/p?kakuro/2/2/n4334
}
