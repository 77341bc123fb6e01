package nurikabe_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Nurikabe example from its puz.link URL.
func Example() {
	p, err := nurikabe.Parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	puzzlestest.PrintSolution(p)
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
}
