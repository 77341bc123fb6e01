package towers

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is an empty cell; a given tower is its height 1 to N.
const Blank = 0

// spec declares Towers: its cells, its clues and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "towers", Title: "Towers / Skyscrapers", Headers: []string{"skyscrapers"},
	Rules:   "Fill the grid with towers of height 1 to N, each height once in every row and column. A number outside counts the towers seen from there: a taller tower hides the shorter ones behind it.",
	Symbols: cellgrid.LatinSymbols("a given tower"),
	Blank:   Blank,
	Help:    "Select a cell or a clue beside the board, then press its number; Delete clears it.",
	Own:     cellgrid.EdgeOwn[*Puzzle](edges),
}

// edges are the clues around the board: 1 to N, seen from there.
var edges = &cellgrid.EdgeRule{
	Title: "Towers", Square: true,
	Clues: func(size grid.Size) (lo, hi int) { return 1, size.Rows },
	Most:  func(size grid.Size) int { return size.Rows },
	URL:   []string{"skyscrapers"},
	Game:  &cellgrid.GameForm{Game: "Towers", Letters: "dehxu", Params: []tatham.Param{tatham.OneOf('d', "ehxu")}},
}

//go:embed examples.txt
var examples string

// Type is the Towers puzzle type; Parse reads a Towers puzzle in any
// of its formats (see the package documentation).
var Type, Parse, _ = spec.Declare(examples, generator)

// Puzzle is a Towers board: Cells[r][c] is Blank or a given height, and
// Edges the clues around it (cellgrid.NoClue where there is none).
type Puzzle struct{ cellgrid.EdgeGrid }

// New returns an empty n x n board without clues.
func New(n int) (*Puzzle, error) { return spec.New(n, n) }

// Answer is the heights of the towers: {"grid": [[1, 2, ...], ...]}, null
// for a cell a partial answer does not know.
type Answer = cellgrid.NumberGrid
