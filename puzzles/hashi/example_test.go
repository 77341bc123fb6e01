package hashi_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the bridges.
func Example() {
	puzzlestest.PrintParsedForms(hashi.Parse("#hashi max=2 loops=yes\n2.3\n...\n..1\n"))
	// Output:
	// #hashi max=2 loops=yes
	// 2.3
	// ...
	// ..1
	// unique: true
	// 2=3
	// ..|
	// ..1
	// {"bridges":[{"from":[0,0],"to":[0,2],"count":2},{"from":[0,2],"to":[2,2],"count":1}],"grid":["2=3","..|","..1"]}
	// 3x3m2:2a3e1
	// https://puzz.link/p?hashi/3/3/2g3k1
}
