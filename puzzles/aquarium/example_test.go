package aquarium_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/aquarium"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: four tanks, the water level in each.
func Example() {
	puzzlestest.PrintParsedForms(aquarium.Parse("https://puzz.link/p?aquarium/4/4/bu8i90/i3213g"))
	// Output:
	// #aquarium
	// ???3
	// AABB 2
	// CABD 1
	// CACD 3
	// CCCD ?
	// unique: true
	// ..##
	// ..#.
	// #.##
	// ####
	// {"grid":["..##","..#.","#.##","####"]}
	// https://puzz.link/p?aquarium/r/4/4/bu8i90/i3213g
}
