package magichex

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the magic hexagon puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "magichex", Title: "Magic hexagon (Hex38)",
	Rules: "Place each number once in the hexagon's cells so that every straight line of cells, in all three directions, adds up to the same sum.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	// New: rows is the side (cols is ignored).
	New: func(rows, cols int) (*Puzzle, error) { return New(rows) },
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
