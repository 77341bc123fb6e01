package binairo_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
)

// Solve a Tatham Unruly game ID: uppercase letters are black givens,
// lowercase white, each after as many empty cells as its distance from a.
func Example() {
	p, err := binairo.Parse("6x6de:cOaDCAEe")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	res, err := puzzles.Solve(p, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("unique:", res.Unique())
	js, _ := json.Marshal(res.Answers[0])
	fmt.Println(string(js))
	// Output:
	// #binairo
	// ..0...
	// ......
	// .....1
	// 0...1.
	// .11...
	// .1....
	// unique: true
	// {"grid":["100101","011010","100101","001011","011010","110100"]}
}
