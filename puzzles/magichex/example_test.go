package magichex_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
)

// Solving and counting the seed's empty Hex38: 12 arrangements, one up to
// rotation and reflection.
func Example() {
	p, err := magichex.Parse(". . .\n. . . .\n. . . . .\n. . . .\n. . .\n")
	if err != nil {
		panic(err)
	}
	res, err := puzzles.Solve(p, 100)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(res.Answers), res.Complete)
	fmt.Println(p.Summary(res))
	// Output:
	// 12 true
	// 1 solution up to symmetry (12 arrangements)
}

// Givens fix the arrangement; the answer's JSON lists the rows.
func Example_givens() {
	p, _ := magichex.Parse("#magichex side=3\n3 17 .\n. . . .\n. . . . .\n. . . .\n. . .\n")
	res, _ := puzzles.Solve(p, 2)
	a := res.Answers[0].(*magichex.Answer)
	js, _ := json.Marshal(a)
	fmt.Println(p.Summary(res))
	fmt.Println(string(js))
	fmt.Print(a.Text())
	// Output:
	// 1 solution
	// {"rows":[[3,17,18],[19,7,1,11],[16,2,5,6,9],[12,4,8,14],[10,13,15]]}
	//      3  17  18
	//   19   7   1  11
	// 16   2   5   6   9
	//   12   4   8  14
	//     10  13  15
}

// Arithmetic rules out the other sides before any search.
func Example_impossible() {
	p, _ := magichex.Parse("#magichex side=4")
	res, _ := puzzles.Solve(p, 2)
	fmt.Println(res.Status, res.Stats.Solves)
	fmt.Println(res.Reason)
	// Output:
	// unsat 0
	// the 7 rows must share the total 703 of the values 1..37 equally, and 703/7 is not an integer
}

// The canonical text names the side and every parameter that is not a default.
func ExamplePuzzle_String() {
	p, _ := magichex.Parse("#magichex values=0..3 sum=3 distinct=no\n. 3\n. 0 .\n. .")
	fmt.Print(p)
	// Output:
	// #magichex side=2 sum=3 values=0..3 distinct=no
	//  . 3
	// . 0 .
	//  . .
}
