package nurimisaki

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values besides the numbers 2, 3, ...
const (
	Blank  = 0  // a cell without a circle
	Circle = -1 // a circle without a number
)

// spec declares Nurimisaki: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "nurimisaki", Title: "Nurimisaki",
	Rules: "Shade some cells so that the unshaded cells are connected, with no 2×2 block all unshaded or all shaded. The dead ends of the unshaded area (cells with one unshaded neighbour) are exactly the circles; a number counts the cells of the straight arm that ends at its circle, the circle included.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(2, cellgrid.SightCells, cellgrid.Symbol{Word: "a circle with the cells it sees", Look: cellgrid.Ring}),
		{Value: Circle, Text: "oO?", URL: cellgrid.URLUnknown, Label: "Circle", Keys: []string{"o", "O", "?"}, Word: "a circle", Look: cellgrid.Circle},
		{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Blank, Beyond: "a cape sees itself and its one open neighbour",
	Drop: func(v int) int { return map[bool]int{true: Circle, false: Blank}[v > 0] },
	URL:  &cellgrid.URLForm{Keys: []string{"nurimisaki"}, Codec: cellgrid.Number16},
}

//go:embed examples.txt
var examples string

// Type is the Nurimisaki puzzle type; Parse reads a Nurimisaki puzzle in
// any of its formats (see the package documentation), and New returns a
// rows x cols board without circles.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Nurimisaki board: Cells[r][c] is Blank, Circle or the
// number of cells a circle sees.
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// one not known in a partial answer).
type Answer = cellgrid.Shading
