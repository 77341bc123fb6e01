package norinori

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// spec declares Norinori: a board of regions with no clues in its cells,
// two shaded cells in each; its puzz.link URL is the borders alone.
var spec = cellgrid.RegionsOnly("2 shaded cells", &cellgrid.Spec[*Puzzle]{
	Name: "norinori", Title: "Norinori",
	Rules: "Shade exactly two cells in every region; every shaded cell touches exactly one other side by side, so the shaded cells form dominoes.",
})

//go:embed examples.txt
var examples string

// Type is the Norinori puzzle type; Parse reads a Norinori puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Norinori board: Region[r][c] is the region of each cell.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a region, each
// region whole and of two cells at least.
func (p *Puzzle) Validate() error { return p.CheckRegions(2, "a region holds 2 shaded cells") }
