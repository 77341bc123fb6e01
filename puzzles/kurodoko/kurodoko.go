package kurodoko

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values besides the numbers 1, 2, ...
const (
	Blank   = 0  // a cell without a number
	Unknown = -1 // '?': a numbered cell whose number is not given
)

// spec declares Range: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "range", Title: "Range / Kurodoko", Headers: []string{"kurodoko"},
	Rules: "Shade some cells, never two side by side, keeping the unshaded cells connected. A number counts the cells it sees in the four directions, itself included, up to a shaded cell or the edge.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.SightCells, cellgrid.Symbol{Word: "the cells it sees", Look: cellgrid.Given}),
		{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "a number not given", Clue: "?", Look: cellgrid.Given},
		{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Blank, Beyond: "a cell sees at least itself",
	URL: &cellgrid.URLForm{Keys: []string{"kurodoko"}, Codec: cellgrid.Number16},
	Game: &cellgrid.GameForm{Game: "Range", Desc: cellgrid.NumberRuns,
		Claims: func(id string) bool { return !cellgrid.NumbersFillBoard(id) }}, // a Rectangles ID's do
}

//go:embed examples.txt
var examples string

// Type is the Range puzzle type; Parse reads a Range puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Range board: Cells[r][c] is Blank, Unknown or the number
// of cells the cell sees.
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// one not known in a partial answer).
type Answer = cellgrid.Shading
