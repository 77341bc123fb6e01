package undead_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/undead"
)

// Solve Tatham's 4x4 Easy from its game ID and print the text, the
// answer and the game ID it writes back.
func Example() {
	puzzlestest.PrintParsedForms(undead.Parse("4x4:3,3,3,bLLaLaRaRbRLb,1,1,0,0,0,2,4,3,2,3,0,0,2,2,0,3"))
	// Output:
	// #undead ghosts=3 vampires=3 zombies=3
	// + 1 1 0 0 +
	// 3 . . \ \ 0
	// 0 . \ . / 2
	// 2 . / . . 4
	// 2 / \ . . 3
	// + 0 0 3 2 +
	// unique: true
	// GV\\
	// G\V/
	// V/ZZ
	// /\GZ
	// {"grid":["GV\\\\","G\\V/","V/ZZ","/\\GZ"]}
	// 4x4:3,3,3,bLLaLaRaRbRLb,1,1,0,0,0,2,4,3,2,3,0,0,2,2,0,3
}
