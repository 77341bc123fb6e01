package sudoku

import "github.com/puzzlesat/puzzlesat/puzzles"

// Type is the Sudoku puzzle type.
var Type = puzzles.Declare(examples, puzzles.Declaration[*Puzzle]{
	Name: "sudoku", Title: "Sudoku (classic, X, jigsaw, killer)",
	Rules: "Fill the grid so that every row, column and box holds each digit once; in the variants also each diagonal or jigsaw region, and each killer cage adds up to its sum without a repeat.",
	Help:  help, Parse: Parse, Detect: detect, Generate: generator,
	// New: an empty rows x rows Sudoku with the squarest boxes (cols is
	// ignored).
	New: func(rows, cols int) (*Puzzle, error) { return New(rows) },
})

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return Type.Name() }
