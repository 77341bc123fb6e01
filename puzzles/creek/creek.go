package creek

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Blank is a grid point without a clue; a clue is its number 0 to 4.
const Blank = -1

// spec declares Creek: its points' clues, and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "creek", Title: "Creek",
	Rules: "Shade some cells. A number on a grid point counts the shaded cells among the four around it, and all the unshaded cells form one connected area.",
	Symbols: append(cellgrid.Numbers(0, 4, cellgrid.Symbol{Word: "a clue", Look: cellgrid.Circle}),
		cellgrid.Symbol{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "no clue"}),
	Blank: Blank, Beyond: "a grid point has at most 4 cells around it",
	URL:  &cellgrid.URLForm{Keys: []string{"creek"}, Codec: cellgrid.FourCell},
	Help: "Select a grid point (a corner of the cells), then press 0–4 for the shaded cells around it, Delete to clear it.",
	Own:  cellgrid.PointOwn[*Puzzle](),
}

//go:embed examples.txt
var examples string

// Type is the Creek puzzle type; Parse reads a Creek puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board of cells without clues.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Creek board: Cells[r][c] is the clue of grid point r, c
// (Blank or 0 to 4), (rows+1) x (cols+1) points around rows x cols cells.
type Puzzle struct{ cellgrid.PointGrid }

// Answer is the shaded cells: {"grid": ["#.#.", ...]}, one string a row
// of cells, '#' shaded, '.' not ('?' in a partial answer where it is not
// known).
type Answer = cellgrid.Shading
