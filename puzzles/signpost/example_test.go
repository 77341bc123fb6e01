package signpost_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/signpost"
)

// A Signpost game ID: its canonical text and its one solution.
func Example() {
	puzzlestest.PrintParsed(signpost.Parse("4x4:1cddgcfafcheebbg16a"))
	// Output:
	// #signpost
	// 1c  d  d  g
	//  c  f  a  f
	//  c  h  e  e
	//  b  b  g 16
	// unique: true
	//  1  3  5  2
	// 12 13  4  6
	// 14 11  8 15
	// 10  7  9 16
	// {"grid":[[1,3,5,2],[12,13,4,6],[14,11,8,15],[10,7,9,16]]}
}
