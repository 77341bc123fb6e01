package heyawake_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/heyawake"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: numbered rooms, shaded cells apart, the
// rest connected, no unshaded run across two room borders.
func Example() {
	puzzlestest.PrintParsedForms(heyawake.Parse("https://puzz.link/p?heyawake/6/6/lll155007rs12222j"))
	// Output:
	// #heyawake
	// 22.2.2
	// ......
	// ......
	// ......
	// ......
	// ......
	// ABBCCD
	// ABBCCD
	// ABBCCD
	// EEEEED
	// FFFGGD
	// FFFGGH
	// unique: true
	// #.#..#
	// ...#..
	// #.#.#.
	// ......
	// .#.#.#
	// ..#...
	// {"grid":["#.#..#","...#..","#.#.#.","......",".#.#.#","..#..."]}
	// https://puzz.link/p?heyawake/6/6/lll155007rs12222j
}
