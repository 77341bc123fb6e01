package slant

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is a grid point without a clue; a clue is its number 0 to 4.
const Blank = -1

// spec declares Slant: its points' clues, and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "slant", Title: "Slant / Gokigen", Headers: []string{"gokigen"},
	Rules: "Draw a diagonal in every cell. A number on a grid point counts the diagonals that touch it, and the diagonals never close a loop.",
	Symbols: append(cellgrid.Numbers(0, 4, cellgrid.Symbol{Word: "a clue", Look: cellgrid.Circle}),
		cellgrid.Symbol{Value: Blank, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "no clue"}),
	Blank: Blank, Beyond: "a grid point touches at most 4 lines",
	URL:  &cellgrid.URLForm{Keys: []string{"gokigen"}, Codec: cellgrid.FourCell},
	Game: &cellgrid.GameForm{Game: "Slant", Letters: "dhe", Params: []tatham.Param{tatham.OneOf('d', "eh")}},
	Help: "Select a grid point (a corner of the cells), then press 0–4 for the lines that touch it, Delete to clear it.",
	Own:  cellgrid.PointOwn[*Puzzle](),
}

//go:embed examples.txt
var examples string

// Type is the Slant puzzle type; Parse reads a Slant puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board of cells without clues.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Slant board: Cells[r][c] is the clue of grid point r, c
// (Blank or 0 to 4), (rows+1) x (cols+1) points around rows x cols cells.
type Puzzle struct{ cellgrid.PointGrid }

// Answer is the lines: {"grid": ["\\/", ...]}, one string a row of cells,
// '\' or '/' each, '?' in a partial answer where the line is not known.
type Answer = cellgrid.Diagonals
