package starbattle_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
)

// Solve a puzz.link Star Battle URL: one star per row, column and region.
func Example() {
	puzzlestest.PrintParsedForms(starbattle.Parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"))
	// Output:
	// #starbattle stars=1
	// AAABBB
	// ABBBCC
	// ADDEEC
	// FFDDEC
	// FEEEEC
	// FCCCCC
	// unique: true
	// .*....
	// ...*..
	// .....*
	// ..*...
	// ....*.
	// *.....
	// {"stars":[[0,1],[1,3],[2,5],[3,2],[4,4],[5,0]],"grid":[".*....","...*..",".....*","..*...","....*.","*....."]}
	// https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou
}
