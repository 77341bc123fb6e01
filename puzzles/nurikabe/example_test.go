package nurikabe_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Nurikabe example from its puz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(nurikabe.Parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"))
	// Output:
	// #nurikabe
	// .5...
	// ..2..
	// .....
	// ..1..
	// ...3.
	// unique: true
	// ..###
	// .#..#
	// .####
	// .#.#.
	// ###..
	// {"grid":["..###",".#..#",".####",".#.#.","###.."]}
	// https://puzz.link/p?nurikabe/5/5/g5k2o1k3g
}
