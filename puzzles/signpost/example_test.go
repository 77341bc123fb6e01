package signpost_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/signpost"
)

func Example() {
	p, err := signpost.Parse("4x4:1cddgcfafcheebbg16a")
	if err != nil {
		fmt.Println(err)
		return
	}
	puzzlestest.PrintSolution(p)
	// Output:
	// unique: true
	//  1  3  5  2
	// 12 13  4  6
	// 14 11  8 15
	// 10  7  9 16
	// {"grid":[[1,3,5,2],[12,13,4,6],[14,11,8,15],[10,7,9,16]]}
}
