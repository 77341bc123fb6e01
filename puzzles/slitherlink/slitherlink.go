package slitherlink

import (
	_ "embed"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// None marks a cell without a clue.
const None = -1

// MaxClue is the highest clue: a cell has four sides, and a 4 would be a
// whole loop around one cell.
const MaxClue = 3

// spec declares Slitherlink: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "slitherlink", Title: "Slitherlink / Loopy",
	Rules: "Draw one closed loop along the grid lines, never crossing or branching. A number counts the sides of its cell that the loop uses.",
	Symbols: append(cellgrid.Numbers(0, MaxClue, cellgrid.Symbol{Word: "a clue (how many of its sides the loop uses)"}),
		cellgrid.Symbol{Value: None, Text: ".-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "no clue"}),
	Blank: None, Beyond: "clues are 0 to 3 (a cell has 4 sides, and a 4 would be a loop around one cell)",
	URL: &cellgrid.URLForm{Keys: []string{"slither"}, Codec: cellgrid.FourCell},
	Game: &cellgrid.GameForm{Game: "Loopy", Letters: tatham.Lower, Write: "t0",
		Params: []tatham.Param{tatham.Number('t'), tatham.OneOf('d', "enth")}, Check: squaresOnly},
	Detect: detect,
}

// offered is the generator with the sizes it offers.
var offered = puzzles.Offer(puzzles.Squares("", 5, 7, 10),
	func(_ *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
		return generate(o)
	})

//go:embed examples.txt
var examples string

// Type is the Slitherlink puzzle type; Parse reads a Slitherlink puzzle
// in any of its formats (see the package documentation), and New returns
// a rows x cols board without clues.
var Type, Parse, New = spec.Declare(examples, offered)

// Puzzle is a Slitherlink board: Cells[r][c] is the number of sides of
// cell (r, c) on the loop, or None.
type Puzzle struct{ cellgrid.Grid }

// Answer is a solution: the loop along the sides of cells (see
// cellgrid.Loop), its points the cells' corners.
type Answer = cellgrid.Loop

// detect claims a Loopy game ID by its grid type ("10x10t0:..."), also
// one it refuses (another grid type); the other forms when they read.
func detect(t string, forms func(string) bool) bool {
	if params, _, ok := strings.Cut(t, ":"); ok && tatham.IsID(t, tatham.Lower) {
		return strings.Contains(params, "t")
	}
	return forms(t)
}

// loopyGrids names Loopy's grid types by their number in a game ID
// ("t2" is Honeycomb). Only the square grid, t0, is supported.
var loopyGrids = []string{
	"Squares", "Triangular", "Honeycomb", "Snub-Square", "Cairo", "Great-Hexagonal",
	"Octagonal", "Kites", "Floret", "Dodecagonal", "Great-Dodecagonal", "Penrose (kite/dart)",
	"Penrose (rhombs)", "Great-Great-Dodecagonal", "Kagome", "Compass-Dodecagonal", "Hats", "Spectres",
}

// squaresOnly refuses every Loopy grid type but squares, by name.
func squaresOnly(p tatham.Params) error {
	switch t, ok := p.Number('t'); {
	case !ok || t == 0:
		return nil
	case t < len(loopyGrids):
		return puzzles.Errorf(0, 0, "game ID: the Loopy grid type %d (%s) is not supported: only the square grid (t0) is", t, loopyGrids[t])
	default:
		return puzzles.Errorf(0, 0, "game ID: unknown Loopy grid type %d: Loopy's types are 0 to %d, and only the square grid (t0) is supported", t, len(loopyGrids)-1)
	}
}
