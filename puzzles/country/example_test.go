package country_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/country"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: one loop through every region, entering
// each once, numbers counting its cells in their regions, no two
// neighbours in different regions both off the loop.
func Example() {
	puzzlestest.PrintParsedForms(country.Parse("https://puzz.link/p?country/5/5/amda0uf02h12h"))
	// Output:
	// #country
	// 2....
	// .....
	// 12...
	// .....
	// .....
	// AABBC
	// AABBC
	// DEEEC
	// DFFGG
	// DFFGG
	// unique: true
	// 2 . o-o .
	//     | |
	// o-o-o o-o
	// |       |
	// 1-2-o . o
	//     |   |
	// . o-o o-o
	//   |   |
	// . o-o-o .
	// {"loop":[[0,2],[0,3],[1,3],[1,4],[2,4],[3,4],[3,3],[4,3],[4,2],[4,1],[3,1],[3,2],[2,2],[2,1],[2,0],[1,0],[1,1],[1,2]],"grid":["2 . o-o .","    | |","o-o-o o-o","|       |","1-2-o . o","    |   |",". o-o o-o","  |   |",". o-o-o ."]}
	// https://puzz.link/p?country/5/5/amda0uf02h12h
}
