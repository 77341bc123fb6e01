package palisade_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/palisade"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve Tatham's first 5x5 Palisade game ID.
func Example() {
	puzzlestest.PrintParsedForms(palisade.Parse("5x5n5:i133c23c2c2"))
	// Output:
	// #palisade n=5
	// .....
	// ....1
	// 33...
	// 23...
	// 2...2
	// unique: true
	// A A B C C
	// A A B C C
	// D A B E C
	// D B B E E
	// D D D E E
	// {"regions":[[0,0,1,2,2],[0,0,1,2,2],[3,0,1,4,2],[3,1,1,4,4],[3,3,3,4,4]]}
	// 5x5n5:i133c23c2c2
	// https://puzz.link/p?fivecells/5/5/i133c23c2c2
}
