package mapcolour_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/mapcolour"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small map: four regions, three colours given.
func Example() {
	puzzlestest.PrintParsedForms(mapcolour.Parse("#map\n1.2.\n.4..\n....\nAABB\nACCB\nADDD\n"))
	// Output:
	// #map
	// 1.2.
	// .4..
	// ....
	// AABB
	// ACCB
	// ADDD
	// unique: true
	// 1 1 2 2
	// 1 4 4 2
	// 1 3 3 3
	// {"grid":[[1,1,2,2],[1,4,4,2],[1,3,3,3]],"colours":[0,1,3,2]}
	// 4x3n4:bbbcaccaa,013a
}
