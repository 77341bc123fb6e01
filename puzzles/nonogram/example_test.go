package nonogram_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a Pattern game ID: columns first, then rows.
func Example() {
	puzzlestest.PrintParsedForms(nonogram.Parse("5x5:2/4/4/4/2/1.1/5/5/3/1"))
	// Output:
	// #nonogram 5x5
	// 1 1
	// 5
	// 5
	// 3
	// 1
	// -
	// 2
	// 4
	// 4
	// 4
	// 2
	// unique: true
	// .#.#.
	// #####
	// #####
	// .###.
	// ..#..
	// {"grid":[".#.#.","#####","#####",".###.","..#.."]}
	// 5x5:2/4/4/4/2/1.1/5/5/3/1
	// https://puzz.link/p?nonogram/5/5/2h4h4h4h2h11g5h5h3h1h
}
