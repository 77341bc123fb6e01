package signpost

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the Signpost puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "signpost", Title: "Signpost",
	Rules: "Number the cells 1 to N so that each cell's arrow points, at any distance, to the cell of the next number. Given numbers stay.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	// New: a rows x cols board of cells without numbers or arrows.
	New: New,
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
