package tapa_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/tapa"
)

// Solve pzprjs's Tapa test puzzle from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(tapa.Parse("https://puzz.link/p?tapa/5/5/3n5hchhajn2"))
	// Output:
	// #tapa
	//   3   .   .   .   .
	//   .   .   .   .   5
	//   .   . 311   .   .
	//  31   .   .   .   .
	//   .   .   .   .   2
	// unique: true
	// .####
	// ##.#.
	// #..##
	// .#.#.
	// ####.
	// {"grid":[".####","##.#.","#..##",".#.#.","####."]}
	// https://puzz.link/p?tapa/5/5/3n5hchhajn2
}
