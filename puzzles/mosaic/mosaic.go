package mosaic

import (
	_ "embed"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is a cell without a clue; the others hold their clue 0 to 9.
const Blank = -1

// spec declares Mosaic: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "mosaic", Title: "Mosaic / Fill-a-Pix", Headers: []string{"fillapix"},
	Rules: "Shade some cells. A number counts the shaded cells in the 3×3 block around it, its own cell included.",
	Symbols: append(cellgrid.Numbers(0, 9, cellgrid.Symbol{Word: "a clue", Look: cellgrid.Given}),
		cellgrid.Symbol{Value: Blank, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "no clue"}),
	Blank: Blank,
	Game: &cellgrid.GameForm{Game: "Mosaic", Letters: tatham.Lower, Params: []tatham.Param{tatham.Number('h')}, Write: "h0",
		Claims: claims},
}

// claims tells a Mosaic game ID from other games' of the same shape: it
// has the parameter h, or its description both runs blank cells and has
// a clue over 4 (no Light Up, Loopy or Net ID has both).
func claims(id string) bool {
	params, desc, _ := strings.Cut(id, ":")
	return strings.Contains(params, "h") || strings.ContainsAny(desc, "56789") && strings.ContainsAny(desc, tatham.Lower)
}

//go:embed examples.txt
var examples string

// Type is the Mosaic puzzle type; Parse reads a Mosaic puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board without clues.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Mosaic board: Cells[r][c] is Blank or a clue 0 to 9.
type Puzzle struct{ cellgrid.Grid }

// Answer is a shading: {"grid": ["#.#.", ...]}, '#' a shaded cell ('?'
// one not known in a partial answer).
type Answer = cellgrid.Shading
