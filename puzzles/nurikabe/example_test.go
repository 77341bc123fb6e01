package nurikabe_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
)

// Solve pzprjs's Nurikabe example from its puz.link URL.
func Example() {
	p, err := nurikabe.Parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")
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
	// #nurikabe
	// .5...
	// ..2..
	// .....
	// ..1..
	// ...3.
	// unique: true
	// {"grid":["..###",".#..#",".####",".#.#.","###.."]}
}
