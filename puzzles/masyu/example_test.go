package masyu_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the loop.
func Example() {
	puzzlestest.PrintParsedForms(masyu.Parse("#masyu\n.W..\n..B.\n....\n....\n"))
	// Output:
	// #masyu
	// .W..
	// ..B.
	// ....
	// ....
	// unique: true
	// o-W-o-o
	// |     |
	// o-o-B o
	//     | |
	// . . o o
	//     | |
	// . . o-o
	// {"loop":[[0,0],[0,1],[0,2],[0,3],[1,3],[2,3],[3,3],[3,2],[2,2],[1,2],[1,1],[1,0]],"grid":["o-W-o-o","|     |","o-o-B o","    | |",". . o o","    | |",". . o-o"]}
	// 4x4:aWdBi
	// https://puzz.link/p?mashu/4/4/30i000
}
