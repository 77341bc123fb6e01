package rect

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values besides the areas 1, 2, ...
const (
	Empty   = 0  // a cell without a number
	Unknown = -1 // '?': a number whose rectangle may have any area
)

// spec declares Rectangles: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "rect", Title: "Rectangles / Shikaku", Headers: []string{"shikaku", "rectangles"},
	Rules: "Divide the grid into rectangles, each holding exactly one number: its area.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "a rectangle's area", Look: cellgrid.Given}),
		{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Word: "a rectangle of any area", Clue: "?", Look: cellgrid.Given},
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a rectangle has at least 1 cell",
	URL: &cellgrid.URLForm{Keys: []string{"shikaku"}, Codec: cellgrid.WideNumbers},
	Game: &cellgrid.GameForm{Game: "Rectangles", Letters: "ea.", Numbers: true, Claims: cellgrid.NumbersFillBoard,
		Params: []tatham.Param{tatham.Number('e'), tatham.Flag('a')}},
}

//go:embed examples.txt
var examples string

// Type is the Rectangles puzzle type; Parse reads a Rectangles puzzle in
// any of its formats (see the package documentation), and New returns a
// rows x cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Rectangles board: Cells[r][c] is Empty, Unknown or the area
// of the rectangle that holds the cell.
type Puzzle struct{ cellgrid.Grid }

// isClue reports whether a cell's value is a number or '?'.
func isClue(v int) bool { return v != Empty }

// Answer is the rectangles: {"regions": [[0, 0, 1], ...]}, a region a
// cell (see cellgrid.RegionGrid).
type Answer = cellgrid.RegionGrid
