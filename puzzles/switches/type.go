package switches

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the switches puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "switches", Title: "Switches / Lights Out / Flip",
	Rules: "Press some switches so that every light ends in its goal state: a switch toggles the lights it is wired to.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	// New: a rows x cols Lights Out board, all off.
	New: func(rows, cols int) (*Puzzle, error) { return NewLightsOut(rows, cols) },
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
