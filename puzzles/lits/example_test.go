package lits_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: a T, an L and an I.
func Example() {
	puzzlestest.PrintParsedForms(lits.Parse("https://puzz.link/p?lits/4/4/9q02jg"))
	// Output:
	// #lits
	// AABB
	// AABC
	// ABBC
	// CCCC
	// unique: true
	// #.##
	// ###.
	// #.#.
	// ####
	// {"grid":["#.##","###.","#.#.","####"]}
	// https://puzz.link/p?lits/4/4/9q02jg
}
