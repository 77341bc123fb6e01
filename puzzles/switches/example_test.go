package switches_test

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
)

// The seed's puzzle, in its picture format: turn every light on.
func Example() {
	puzzlestest.PrintParsed(switches.Parse(`o -- o -- * -- *
|    |    |    |
* -- o -- o -- o
|    |    |    |
o -- * -- o -- o
`))
	// Output:
	// #switches picture
	// o -- o -- * -- *
	// |    |    |    |
	// * -- o -- o -- o
	// |    |    |    |
	// o -- * -- o -- o
	// unique: true
	// press: a b e f g i j k
	// 8 presses, the fewest possible; the only solution
	// XX..
	// XXX.
	// XXX.
	// {"flip":["a","b","e","f","g","i","j","k"],"presses":8,"minimal":true,"solutions":1,"fewest":8,"grid":["XX..","XXX.","XXX."]}
}

// Classic Lights Out: 5x5, all on, goal all off. There are four
// solutions; the first answer has the fewest presses.
func Example_lightsOut() {
	p, _ := switches.Parse("#switches lightsout\n*****\n*****\n*****\n*****\n*****\n")
	res, _ := puzzles.Solve(p, 1)
	fmt.Print(res.Answers[0].Text())
	// Output:
	// press: b c e g h i m n o p q s t u v
	// 15 presses, the fewest possible; 4 solutions in all
	// .XX.X
	// .XXX.
	// ..XXX
	// XX.XX
	// XX...
}

// A Tatham Flip game ID: each cell toggles its own pattern; goal all off.
func ExampleParse_flip() {
	p, _ := switches.Parse("3x3:d0740b1a41b3244c0f0d8,e58")
	fmt.Print(p.String())
	res, _ := puzzles.Solve(p, 1)
	fmt.Print(res.Answers[0].Text())
	// Output:
	// #switches flip
	// 3x3r:d0740b1a41b3244c0f0d8,e58
	// press: b i
	// 2 presses, the fewest possible; 2 solutions in all
	// .X.
	// ...
	// ..X
}

// Press is the play mode: pressing switch a of the seed's picture toggles
// bulbs a, b and e.
func ExamplePuzzle_Press() {
	p, _ := switches.Parse("o -- o -- * -- *\n|    |    |    |\n* -- o -- o -- o\n")
	after := p.Press(p.Lit, p.Index("a"))
	for i, on := range after {
		if on != p.Lit[i] {
			fmt.Print(p.Names[i], " ")
		}
	}
	fmt.Println()
	// Output: a b e
}
