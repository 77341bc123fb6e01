package numberlink_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
)

func Example() {
	p, err := numberlink.Parse("11.\n...\n2.2")
	if err != nil {
		panic(err)
	}
	res, err := puzzles.Solve(p, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(res.Summary()[:23])
	fmt.Print(res.Answers[0].Text())
	// Output:
	// solved: unique solution
	// 11┓
	// ┗━┛
	// 2━2
}
