package singles_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/singles"
)

// Solve pzprjs's Hitori example from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(singles.Parse("https://puzz.link/p?hitori/4/4/1114142333214213"))
	// Output:
	// #singles
	// 1114
	// 1423
	// 3321
	// 4213
	// unique: true
	// #.#.
	// ....
	// #.#.
	// ...#
	// {"grid":["#.#.","....","#.#.","...#"]}
	// 4x4de:1114142333214213
	// https://puzz.link/p?hitori/4/4/1114142333214213
}
