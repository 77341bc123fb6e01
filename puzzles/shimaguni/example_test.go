package shimaguni_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/shimaguni"
)

// Solve a small board: room A asks for an island of 3 cells, room B for
// one of another size, apart from A's.
func Example() {
	puzzlestest.PrintParsedForms(shimaguni.Parse("https://puzz.link/p?shimaguni/3/2/c83g"))
	// Output:
	// #shimaguni
	// 3..
	// ...
	// AAB
	// ABB
	// unique: true
	// ##.
	// #.#
	// {"grid":["##.","#.#"]}
	// https://puzz.link/p?shimaguni/3/2/c83g
}
