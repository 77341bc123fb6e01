package yinyang_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/yinyang"
)

// Solve pzprjs's Yin-Yang test puzzle from its puzz.link URL: the answer
// is the one pzprjs's test script accepts (test/script/yinyang.js).
func Example() {
	puzzlestest.PrintParsedForms(yinyang.Parse("https://puzz.link/p?yinyang/5/5/016612300"))
	// Output:
	// #yinyang
	// .....
	// W.B..
	// B...W
	// ..B.W
	// .....
	// unique: true
	// WWWWW
	// WBBBW
	// BBWWW
	// WBBBW
	// WWWWW
	// {"grid":["WWWWW","WBBBW","BBWWW","WBBBW","WWWWW"]}
	// https://puzz.link/p?yinyang/5/5/016612300
}
