package battleship_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/battleship"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: the fleet 3,2,2,1,1,1 on a 6x6 board.
func Example() {
	puzzlestest.PrintParsedForms(battleship.Parse("https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c"))
	// Output:
	// #battleship fleet=3,2,2,1,1,1
	// ?12??2
	// .....~ ?
	// ...... 3
	// ...... 0
	// <..... ?
	// ...... 3
	// ...... ?
	// unique: true
	// ..#...
	// #.#..#
	// ......
	// ##....
	// ...###
	// #.....
	// {"grid":["..#...","#.#..#","......","##....","...###","#....."]}
	// https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c
}
