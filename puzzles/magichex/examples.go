package magichex

import "github.com/puzzlesat/puzzlesat/puzzles"

// examples are the built-in puzzles that Examples returns.
var examples = []puzzles.Example{
	{Name: "Hex38 (seed, empty), several solutions", Text: ". . .\n. . . .\n. . . . .\n. . . .\n. . .\n"},
	{Name: "Hex38 with two givens", Text: "#magichex side=3\n     9  14   .\n   .   .   .   .\n .   .   .   .   .\n   .   .   .   .\n     .   .   .\n"},
	{Name: "Side 2 with repeats, several solutions (the centre must be 0)", Text: "#magichex side=2 sum=3 values=0..3 distinct=no\n"},
}
