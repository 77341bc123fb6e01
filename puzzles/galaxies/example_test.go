package galaxies_test

import (
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// Solve Tatham's first 7x7 from its game ID.
func Example() {
	puzzlestest.PrintParsedForms(galaxies.Parse("7x7:cktzsgcqbdzeihk"))
	// Output:
	// #galaxies
	// bo.....
	// ...r...
	// ......b
	// ...or..
	// oo.o...
	// ...b.o.
	// r.....o
	// unique: true
	// A B C C C C C
	// A C C C C C C
	// D C C C C C E
	// D D D F G G E
	// H D I I I J J
	// D D D K J J J
	// L L D K J J M
	// {"regions":[[0,1,2,2,2,2,2],[0,2,2,2,2,2,2],[3,2,2,2,2,2,4],[3,3,3,5,6,6,4],[7,3,8,8,8,9,9],[3,3,3,10,9,9,9],[11,11,3,10,9,9,12]]}
	// 7x7:cktzsgcqbdzeihk
	// https://puzz.link/p?tentaisho/7/7/heierezvc4eo26ezhegeeie
}
