package shakashaka

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values besides the numbers 0 to 4 of numbered black cells.
const (
	White = -1 // a cell that may hold a triangle
	Black = -2 // a black cell without a number
)

// spec declares Shakashaka: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "shakashaka", Title: "Shakashaka / Proof of Quilt",
	Rules: "Put black triangles in some white cells so that every white area is a rectangle, upright or at 45°. A number counts the triangles next to its black cell.",
	Symbols: append(append(cellgrid.Alphabet{
		{Value: Black, Text: "#", URL: cellgrid.URLUnknown, Label: "Black", Keys: []string{"b", "B", "#"}, Word: "a black cell", Look: cellgrid.Solid},
	}, cellgrid.Numbers(0, 4, cellgrid.Symbol{Word: "a numbered black cell", Look: cellgrid.SolidText})...),
		cellgrid.Symbol{Value: White, Text: ".", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "white"}),
	Blank: White, Beyond: "a black cell has at most 4 neighbours",
	Drop: func(int) int { return Black },
	URL:  &cellgrid.URLForm{Keys: []string{"shakashaka"}, Codec: cellgrid.FourCell},
}

//go:embed examples.txt
var examples string

// Type is the Shakashaka puzzle type; Parse reads a Shakashaka puzzle in
// any of its formats (see the package documentation), and New returns an
// all-white rows x cols board.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Shakashaka board: Cells[r][c] is White, Black or the
// number 0 to 4 of a numbered black cell.
type Puzzle struct{ cellgrid.Grid }

// Answer is the triangles: {"grid": ["..◣#", ...]}, a string a row, a
// character a cell: '.' white, '#' a given black cell, a triangle named
// by its black corner ('◣' lower left, '◢' lower right, '◥' upper right,
// '◤' upper left) and, in a partial answer, '?' a cell not known.
type Answer = puzzles.Picture
