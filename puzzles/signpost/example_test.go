package signpost_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/signpost"
)

func Example() {
	p, err := signpost.Parse("4x4:1cddgcfafcheebbg16a")
	if err != nil {
		panic(err)
	}
	res, err := puzzles.Solve(p, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Unique())
	fmt.Print(res.Answers[0].Text())
	// Output:
	// true
	//  1  3  5  2
	// 12 13  4  6
	// 14 11  8 15
	// 10  7  9 16
}
