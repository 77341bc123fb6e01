package nonogram_test

import (
	"encoding/json"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
)

// Solve a Pattern game ID: columns first, then rows.
func Example() {
	p, err := nonogram.Parse("5x5:2/4/4/4/2/1.1/5/5/3/1")
	if err != nil {
		fmt.Println(err)
		return
	}
	res, _ := puzzles.Solve(p, 2)
	fmt.Println("unique:", res.Unique())
	fmt.Print(res.Answers[0].Text())
	js, _ := json.Marshal(res.Answers[0])
	fmt.Println(string(js))
	fmt.Println(p.URL())
	// Output:
	// unique: true
	// .#.#.
	// #####
	// #####
	// .###.
	// ..#..
	// {"grid":[".#.#.","#####","#####",".###.","..#.."]}
	// https://puzz.link/p?nonogram/5/5/2h4h4h4h2h11g5h5h3h1h
}
