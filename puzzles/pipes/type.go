package pipes

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the pipes puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "pipes", Title: "Pipes / Net",
	Rules: "Turn the tiles so that every pipe end meets another, and (in Net) the pipes form one connected network without a loop.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	// New: an empty board under the seed rules.
	New: func(rows, cols int) (*Puzzle, error) { return New(rows, cols, Seed) },
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
