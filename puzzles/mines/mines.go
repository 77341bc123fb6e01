package mines

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values besides the numbers 0 to 8.
const (
	Blank   = -1 // a cell that may hold a mine
	Unknown = -2 // a number cell whose number is not given: no mine
)

// spec declares Minesweeper: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "mines", Title: "Minesweeper", Headers: []string{"minesweeper"},
	Rules: "Find every mine. A number counts the mines among the eight cells around it, and a numbered cell holds no mine.",
	Symbols: append(append(cellgrid.Numbers(0, 8, cellgrid.Symbol{Word: "a number", Look: cellgrid.Given}),
		cellgrid.Symbol{Value: Unknown, Text: "?-", URL: cellgrid.URLUnknown, Label: "?", Keys: []string{"?", "-"}, Word: "a number not given", Clue: "?", Look: cellgrid.Given}),
		cellgrid.Symbol{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "a cell to sweep"}),
	Blank: Blank, Beyond: "a cell has at most 8 neighbours",
	URL: &cellgrid.URLForm{Keys: []string{"mines"}, Codec: cellgrid.Number16},
}

//go:embed examples.txt
var examples string

// Type is the Minesweeper puzzle type; Parse reads a Minesweeper puzzle
// in any of its formats (see the package documentation), and New returns
// a rows x cols board of blank cells.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Minesweeper board: Cells[r][c] is Blank, Unknown or a
// number 0 to 8.
type Puzzle struct{ cellgrid.Grid }

// Answer is the mines: {"grid": ["#.#.", ...]}, '#' a mine ('?' a cell
// not known in a partial answer).
type Answer = cellgrid.Shading
