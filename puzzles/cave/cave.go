package cave

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values besides the numbers 1, 2, ...
const (
	Blank   = 0  // a cell without a number
	Unknown = -1 // '?': a numbered cell whose number is not given
)

// spec declares Cave: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "cave", Title: "Cave / Bag / Corral", Headers: []string{"bag", "corral"},
	Rules: "Shade some cells so that the unshaded cells (the cave) form one connected area and every shaded cell is connected through shaded cells to the edge of the grid. Numbered cells are unshaded; a number counts the unshaded cells it sees in the four directions, itself included, up to a shaded cell or the edge.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.SightCells, cellgrid.Symbol{Word: "the cells it sees", Look: cellgrid.Given}),
		{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "a number not given", Clue: "?", Look: cellgrid.Given},
		{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Blank, Beyond: "a cell sees at least itself",
	URL: &cellgrid.URLForm{Keys: []string{"cave", "bag"}, Codec: cellgrid.Number16},
}

//go:embed examples.txt
var examples string

// Type is the Cave puzzle type; Parse reads a Cave puzzle in any of its
// formats (see the package documentation), and New returns a rows x
// cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Cave board: Cells[r][c] is Blank, Unknown or the number
// of cells the cell sees.
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// one not known in a partial answer).
type Answer = cellgrid.Shading
