package nurikabe

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Cell values besides the island sizes 1, 2, ...
const (
	Empty   = 0  // a cell without a number
	Unknown = -1 // '?': a number whose island's size is not given
)

// spec declares Nurikabe: its cells and its URL.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "nurikabe", Title: "Nurikabe",
	Rules: "Shade some cells so that each number lies in an unshaded island of that many cells, one number to an island. The shaded cells are connected and no 2×2 block is all shaded.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "an island's size", Look: cellgrid.Given}),
		{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "an island of unknown size", Clue: "?", Look: cellgrid.Given},
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "an island has at least 1 cell",
	URL: &cellgrid.URLForm{Keys: []string{"nurikabe"}, Codec: cellgrid.WideNumbers},
}

//go:embed examples.txt
var examples string

// Type is the Nurikabe puzzle type; Parse reads a Nurikabe puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Nurikabe board: Cells[r][c] is Empty, Unknown or the size
// of the island that contains the cell.
type Puzzle struct{ cellgrid.Grid }

// IsClue reports whether pos holds a number or '?'.
func (p *Puzzle) IsClue(pos grid.Pos) bool { return p.At(pos) != Empty }
