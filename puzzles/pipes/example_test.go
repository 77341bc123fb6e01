package pipes_test

import (
	"fmt"
	"os"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/pipes"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solving a Net game ID: the answer gives each tile's rotation and the
// solved picture.
func Example() {
	puzzlestest.PrintParsed(pipes.Parse("2x2:3614"))
	// Output:
	// #pipes net
	// ┗┛
	// ╺╸
	// unique: true
	// ┏┓
	// ╹╹
	// {"rotations":[[0,90],[180,180]],"grid":["┏┓","╹╹"]}
}

// The seed's example has two solutions; Differences finds the four cells
// where they differ.
func ExampleDifferences() {
	text, _ := os.ReadFile("testdata/seed_8x16.txt")
	p, _ := pipes.Parse(string(text))
	res, _ := puzzles.Solve(p, 3)
	fmt.Println(len(res.Answers), "solutions, complete:", res.Complete)
	fmt.Println(pipes.Differences(res.Answers[0], res.Answers[1]))
	// Output:
	// 2 solutions, complete: true
	// [[4 10] [4 11] [5 10] [5 11]]
}

// The seed's array of type names reads as tiles at rotation 0; the header
// switches on the Net rule and wrapping, and NetID writes the puzzle for
// Simon Tatham's Net.
func ExampleParse() {
	p, _ := pipes.Parse("#pipes net wrap\n[[\"1\", \"2b\", \"1\"], [\"3\", \"2a\", \"1\"]]")
	fmt.Print(p)
	fmt.Println(p.NetID())
	// Output:
	// #pipes net wrap
	// ╻┏╻
	// ┣┃╻
	// 3x2w:898ba8
}
