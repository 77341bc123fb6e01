package yajilin_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/yajilin"
)

// Solve pzprjs's sample URL and print the shading and the loop.
func Example() {
	puzzlestest.PrintParsedForms(yajilin.Parse("https://puzz.link/p?yajilin/5/5/m32j10"))
	// Output:
	// #yajilin
	//  .  .  .  .  .
	//  .  .  .  .  .
	//  .  .  . 2<  .
	//  .  .  .  .  .
	//  .  .  .  . 0^
	// unique: true
	// o-o-o o-o
	// |   | | |
	// o-o o-o o
	//   |     |
	// # o # . o
	//   |     |
	// o-o o-o-o
	// |   |
	// o-o-o # .
	// {"grid":[".....",".....","#.#..",".....","...#."],"loop":[[0,0],[0,1],[0,2],[1,2],[1,3],[0,3],[0,4],[1,4],[2,4],[3,4],[3,3],[3,2],[4,2],[4,1],[4,0],[3,0],[3,1],[2,1],[1,1],[1,0]]}
	// https://puzz.link/p?yajilin/5/5/m32j10
}
