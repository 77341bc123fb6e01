package nurimisaki_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/nurimisaki"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve pzprjs's Nurimisaki test puzzle from its puzz.link URL: the
// answer is the one pzprjs's test script accepts
// (test/script/nurimisaki.js).
func Example() {
	puzzlestest.PrintParsedForms(nurimisaki.Parse("https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"))
	// Output:
	// #nurimisaki
	// .o...
	// o....
	// ...2.
	// .....
	// o....
	// unique: true
	// #....
	// .###.
	// ..#..
	// #.##.
	// .....
	// {"grid":["#....",".###.","..#..","#.##.","....."]}
	// https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j
}
