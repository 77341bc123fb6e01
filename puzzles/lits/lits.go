package lits

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// spec declares LITS: a board of regions with no clues in its cells, a
// tetromino in each; its puzz.link URL is the borders alone.
var spec = cellgrid.RegionsOnly("a tetromino", &cellgrid.Spec[*Puzzle]{
	Name: "lits", Title: "LITS",
	Rules: "Shade four connected cells (a tetromino) in every region. Two tetrominoes of the same shape never share a side across regions; all shaded cells are connected, and no 2×2 block is all shaded.",
})

//go:embed examples.txt
var examples string

// Type is the LITS puzzle type; Parse reads a LITS puzzle in any of its
// formats (see the package documentation), and New returns a rows x cols
// board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a LITS board: Region[r][c] is the region of each cell.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a region, each
// region whole and of four cells at least.
func (p *Puzzle) Validate() error { return p.CheckRegions(4, "a region holds a tetromino") }
