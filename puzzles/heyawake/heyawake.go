package heyawake

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Empty is a cell without a number; a number n (0 up) in a cell says
// that its room holds n shaded cells.
const Empty = -1

// rooms are Heyawake's: their numbers stand in their cells, and a
// puzz.link URL writes them after the borders.
var rooms = &cellgrid.RegionRule{URL: []string{"heyawake"}, Numbers: true}

// spec declares Heyawake: a board of rooms, numbers in some of them.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "heyawake", Title: "Heyawake",
	Rules: "Shade some cells, never two side by side, keeping the unshaded cells connected. A number counts the shaded cells in its room, and no straight line of unshaded cells crosses more than one room border.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(0, cellgrid.BoardCells, cellgrid.Symbol{Word: "a room's shaded cells", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Help: "Select a cell and press a room's letter to put it in that room (a letter not on the board yet starts a new one); " +
		"digits write the number of the room's shaded cells in it, Delete clears the number, then the room.",
	Own: cellgrid.RegionOwn(rooms, &cellgrid.Own[*Puzzle]{Expected: "a grid of numbers and one of rooms, or a puzz.link heyawake URL"}),
}

//go:embed examples.txt
var examples string

// Type is the Heyawake puzzle type; Parse reads a Heyawake puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board with no rooms drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Heyawake board: Region[r][c] is the room of each cell,
// Cells[r][c] Empty or the number of shaded cells of its room.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a room, each
// room whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }
