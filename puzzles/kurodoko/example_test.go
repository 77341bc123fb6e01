package kurodoko_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Kurodoko example from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(kurodoko.Parse("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i"))
	// Output:
	// #range
	// ...7.
	// 5....
	// ..2..
	// ....2
	// .4...
	// unique: true
	// .#...
	// ..#..
	// .#..#
	// ..#..
	// #...#
	// {"grid":[".#...","..#..",".#..#","..#..","#...#"]}
	// 5x5:c7a5f2f2a4c_
	// https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i
}
