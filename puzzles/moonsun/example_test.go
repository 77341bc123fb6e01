package moonsun_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/moonsun"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's test puzzle: one loop through every room, entering each
// once, through all its moons and no sun or all its suns and no moon,
// rooms of moons and of suns in turn.
func Example() {
	puzzlestest.PrintParsedForms(moonsun.Parse("https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12"))
	// Output:
	// #moonsun
	// SM...S
	// .MS.M.
	// .MSS..
	// .S...M
	// M..M..
	// ..S..M
	// AAABBB
	// AAABBB
	// CCABBB
	// CCADDD
	// EEFFDD
	// EEFFDD
	// unique: true
	// S M-o-o-o-S
	//   |       |
	// o-M S . M o
	// |         |
	// o M S S-o-o
	// |     |
	// o-S . o-o-M
	//   |       |
	// M-o . M . o
	// |         |
	// o-o-S-o-o-M
	// {"loop":[[0,1],[0,2],[0,3],[0,4],[0,5],[1,5],[2,5],[2,4],[2,3],[3,3],[3,4],[3,5],[4,5],[5,5],[5,4],[5,3],[5,2],[5,1],[5,0],[4,0],[4,1],[3,1],[3,0],[2,0],[1,0],[1,1]],"grid":["S M-o-o-o-S","  |       |","o-M S . M o","|         |","o M S S-o-o","|     |","o-S . o-o-M","  |       |","M-o . M . o","|         |","o-o-S-o-o-M"]}
	// https://puzz.link/p?moonsun/6/6/44ccaa0c0vo0f1767932ii12
}
