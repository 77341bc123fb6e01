package dominoes_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/dominoes"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a layout in the seed format: a double-1 set (0-0, 0-1, 1-1) on a
// 2x3 layout with the 0-0 domino given on squares 0 and 1.
func Example() {
	puzzlestest.PrintParsed(dominoes.Parse("#dp 0-1\n001\n011\n-\n0-0,0-1\n"))
	// Output:
	// #dp 0-1
	// 001
	// 011
	// -
	// 0-0,0-1
	// unique: true
	// 0─0 1
	//     │
	// 0─1 1
	// {"dominoes":[{"pips":[0,0],"cells":[[0,0],[0,1]]},{"pips":[0,1],"cells":[[1,0],[1,1]]},{"pips":[1,1],"cells":[[0,2],[1,2]]}],"grid":["0─0 1","    │","0─1 1"]}
}

// A Tatham Dominosa game ID: the double-2 set on a 4x3 board.
func ExampleParseGameID() {
	puzzlestest.PrintParsed(dominoes.ParseGameID("2:201022102011"))
	// Output:
	// #dp 0-2
	// 2010
	// 2210
	// 2011
	// unique: true
	// 2 0─1 0
	// │     │
	// 2 2─1 0
	//
	// 2─0 1─1
	// {"dominoes":[{"pips":[0,0],"cells":[[0,3],[1,3]]},{"pips":[0,1],"cells":[[0,1],[0,2]]},{"pips":[2,0],"cells":[[2,0],[2,1]]},{"pips":[1,1],"cells":[[2,2],[2,3]]},{"pips":[2,1],"cells":[[1,1],[1,2]]},{"pips":[2,2],"cells":[[0,0],[1,0]]}],"grid":["2 0─1 0","│     │","2 2─1 0","","2─0 1─1"]}
}

// Clues in the seed's square numbers (row*10+column) and in the row,column
// form that works on any layout.
func ExampleParseClue() {
	for _, s := range []string{"6-4,73-83", "6-4@7,3-8,3", "12-3@10,4-10,5"} {
		d, err := dominoes.ParseClue(s)
		fmt.Println(d.Pips, d.Cells, err)
	}
	// Output:
	// [6 4] [[7 3] [8 3]] <nil>
	// [6 4] [[7 3] [8 3]] <nil>
	// [12 3] [[10 4] [10 5]] <nil>
}

// Layouts whose numbers cannot hold the set are reported before search.
func ExamplePuzzle_Impossible() {
	p, _ := dominoes.Parse("#dp 0-2\n0011\n2111\n0022\n")
	fmt.Println(p.Impossible())
	res, _ := puzzles.Solve(p, 2)
	fmt.Println(res.Status, "-", res.Reason)
	// Output:
	// the double-2 set shows each number 4 times, but 1 appears 5 times, 2 appears 3 times
	// unsat - the double-2 set shows each number 4 times, but 1 appears 5 times, 2 appears 3 times
}
