package cave_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/cave"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Cave test puzzle from its puzz.link URL (its alias
// bag): the answer is the one pzprjs's test script accepts
// (test/script/cave.js).
func Example() {
	puzzlestest.PrintParsedForms(cave.Parse("https://puzz.link/p?bag/6/6/g3q2h3jbj3i3i2g"))
	// Output:
	// #cave
	//  .  3  .  .  .  .
	//  .  .  .  .  .  .
	//  .  2  .  .  3  .
	//  .  .  . 11  .  .
	//  .  .  3  .  .  .
	//  3  .  .  .  2  .
	// unique: true
	// #...##
	// ###.##
	// #.#..#
	// ......
	// .#..##
	// .##..#
	// {"grid":["#...##","###.##","#.#..#","......",".#..##",".##..#"]}
	// https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g
}
