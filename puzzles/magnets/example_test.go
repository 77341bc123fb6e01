package magnets_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/magnets"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve a small framed text grid and print the poles and the forms it
// writes.
func Example() {
	puzzlestest.PrintParsedForms(magnets.Parse("#magnets\n+1.01+\n2TLRT.\n.BLRB2\n+1..1+\n"))
	// Output:
	// #magnets
	// +1.01+
	// 2TLRT.
	// .BLRB2
	// +1..1+
	// unique: true
	// +..+
	// -..-
	// {"grid":["+..+","-..-"]}
	// 4x2:1.01,2.,1..1,.2,TLRTBLRB
	// https://puzz.link/p?magnets/4/2/11i011g22gmgc
}
