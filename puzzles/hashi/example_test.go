package hashi_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
)

// Solve a small text grid and print the bridges.
func Example() {
	p, err := hashi.Parse("#hashi max=2 loops=yes\n2.3\n...\n..1\n")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, _ := puzzles.Solve(p, 2)
	fmt.Println("unique:", res.Unique())
	fmt.Print(res.Answers[0].Text())
	js, _ := json.Marshal(res.Answers[0])
	fmt.Println(string(js))
	fmt.Println(p.GameID(), p.URL())
	// Output:
	// unique: true
	// 2=3
	// ..|
	// ..1
	// {"bridges":[{"from":[0,0],"to":[0,2],"count":2},{"from":[0,2],"to":[2,2],"count":1}]}
	// 3x3m2:2a3e1 https://puzz.link/p?hashikake/3/3/2g3k1
}
