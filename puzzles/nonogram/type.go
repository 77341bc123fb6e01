package nonogram

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the nonogram puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "nonogram", Title: "Nonogram / Pattern",
	Rules: "Shade cells so that the runs of shaded cells in each row and column have the lengths given, in that order, with gaps between them.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	New: New,
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
