package masyu_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small text grid and print the loop.
func Example() {
	p, err := masyu.Parse("#masyu\n.W..\n..B.\n....\n....\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(p)
	puzzlestest.PrintSolution(p)
	fmt.Println(p.GameID(), p.URL())
	// Output:
	// #masyu
	// .W..
	// ..B.
	// ....
	// ....
	// unique: true
	// o-W-o-o
	// |     |
	// o-o-B o
	//     | |
	// . . o o
	//     | |
	// . . o-o
	// {"loop":[[0,0],[0,1],[0,2],[0,3],[1,3],[2,3],[3,3],[3,2],[2,2],[1,2],[1,1],[1,0]],"grid":["o-W-o-o","|     |","o-o-B o","    | |",". . o o","    | |",". . o-o"]}
	// 4x4:aWdBi https://puzz.link/p?mashu/4/4/30i000
}
