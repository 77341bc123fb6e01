package norinori_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/norinori"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: two shaded cells a region, in dominoes.
func Example() {
	puzzlestest.PrintParsedForms(norinori.Parse("https://puzz.link/p?norinori/5/5/cag4ocjo"))
	// Output:
	// #norinori
	// AABCC
	// BBBCC
	// BDDCC
	// DDDDD
	// EEDDD
	// unique: true
	// ##...
	// ..##.
	// ##..#
	// ....#
	// ##...
	// {"grid":["##...","..##.","##..#","....#","##..."]}
	// https://puzz.link/p?norinori/5/5/cag4ocjo
}
