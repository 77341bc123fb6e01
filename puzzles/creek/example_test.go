package creek_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/creek"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Creek example from its puzz.link URL.
func Example() {
	puzzlestest.PrintParsedForms(creek.Parse("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt"))
	// Output:
	// #creek
	// .0...0.
	// ....2..
	// ..22...
	// 1..1.2.
	// 1.4.3..
	// .......
	// .......
	// unique: true
	// ......
	// .####.
	// ....#.
	// ###.#.
	// .####.
	// ......
	// {"grid":["......",".####.","....#.","###.#.",".####.","......"]}
	// https://puzz.link/p?creek/6/6/gagaich2cgb6769dt
}
