package lightup_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the lights.
func Example() {
	puzzlestest.PrintParsedForms(lightup.Parse("#lightup\n.1..\n#..2\n"))
	// Output:
	// #lightup
	// .1..
	// #..2
	// unique: true
	// *1.*
	// #.*2
	// {"lights":[[0,0],[0,3],[1,2]],"grid":["*1.*","#.*2"]}
	// 4x2:a1bBb2
	// https://puzz.link/p?akari/4/2/gb.hc
}
