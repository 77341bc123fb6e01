package dominoes

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the domino placement puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "dominoes", Title: "Domino placement / Dominosa",
	Rules: "Divide the grid of numbers into dominoes so that every pair of numbers of the set appears exactly once.",
	Help:  help, Parse: Parse, Detect: detect, Generate: offered,
	// New: a rows x cols layout of zeros for the largest set whose cells
	// fit (an (n+2) x (n+1) board gets the double-n set).
	New: New,
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
