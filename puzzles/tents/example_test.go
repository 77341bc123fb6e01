package tents_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
)

// Solve a small Tents puzzle given as a text grid: the column counts
// first, then each row with its count.
func Example() {
	p, err := tents.Parse("#tents\n0?1\n.T. 1\n... 0\n..T 1\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := puzzles.Solve(p, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Status, "solutions:", len(res.Answers))
	fmt.Print(res.Answers[0].Text())
	js, _ := json.Marshal(res.Answers[0])
	fmt.Println(string(js))
	// Output:
	// solved solutions: 1
	// .TA
	// ...
	// .AT
	// {"tents":[[0,2],[2,1]]}
}
