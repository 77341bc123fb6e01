package lightup

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values besides the numbers 0 to 4 of numbered black cells.
const (
	White = -1 // a cell to light
	Black = -2 // a black cell without a number
)

// spec declares Light Up: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "lightup", Title: "Light Up / Akari", Headers: []string{"akari"},
	Rules: "Place lights in white cells so that every white cell is lit: a light shines along its row and column up to a black cell. No light shines on another, and a number counts the lights next to its black cell.",
	Symbols: append(append(cellgrid.Alphabet{
		{Value: Black, Text: "#BxX", Game: "B", URL: cellgrid.URLUnknown, Label: "Black", Keys: []string{"b", "B", "x", "X", "#"}, Word: "a black cell", Look: cellgrid.Solid},
	}, cellgrid.Numbers(0, 4, cellgrid.Symbol{Word: "a numbered black cell", Look: cellgrid.SolidText})...),
		cellgrid.Symbol{Value: White, Text: "._", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "white"}),
	Blank: White, Beyond: "a black cell has at most 4 neighbours",
	Drop: func(int) int { return Black },
	URL:  &cellgrid.URLForm{Keys: []string{"akari", "lightup"}, Codec: cellgrid.FourCell},
	Game: &cellgrid.GameForm{Game: "Light Up", Letters: tatham.Lower,
		Params: []tatham.Param{tatham.Number('b'), tatham.Number('s'), tatham.Flag('r'), tatham.Number('d')}},
}

//go:embed examples.txt
var examples string

// Type is the Light Up puzzle type; Parse reads a Light Up puzzle in any
// of its formats (see the package documentation), and New returns an
// all-white rows x cols board.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Light Up (Akari) board: Cells[r][c] is White, Black or the
// number 0 to 4 of a numbered black cell.
type Puzzle struct{ cellgrid.Grid }

// Answer is a placement of lights: {"lights": [[r, c], ...], "grid":
// [...]}, and in a partial answer the white cells known to stay dark as
// "dark".
type Answer = cellgrid.Marks[names]

type names struct{}

func (names) Names() (on, off string) { return "lights", "dark" }

// Words says "Row 1, column 2 has a light", not "is dark": a cell with
// no light is lit by others.
func (names) Words() (on, off, onWords, offWords string) {
	return "lights", "dark", "has a light", "has no light"
}
