package shimaguni

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Empty is a cell without a number; a number n (1 up) in a cell says
// that its room's island has n cells.
const Empty = -1

// rooms are Shimaguni's: their numbers stand in their cells, and a
// puzz.link URL writes them after the borders (as Heyawake's).
var rooms = &cellgrid.RegionRule{URL: []string{"shimaguni"}, Numbers: true}

// spec declares Shimaguni: a board of rooms (the sea areas), numbers in
// some of them.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "shimaguni", Title: "Shimaguni / Islands", Headers: []string{"islands"},
	Rules: "Shade one island in every room: the shaded cells of a room are connected side by side, and every room has at least one. " +
		"Shaded cells in different rooms never touch side by side. A number in a room tells how many of its cells are shaded, " +
		"and the islands of two rooms that share a border have different sizes.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "the size of a room's island", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank:  Empty,
	Beyond: "an island has 1 cell at least",
	Help: "Select a cell and press a room's letter to put it in that room (a letter not on the board yet starts a new one); " +
		"digits write the size of the room's island in it, Delete clears the number, then the room.",
	Own: cellgrid.RegionOwn(rooms, &cellgrid.Own[*Puzzle]{Expected: "a grid of numbers and one of rooms, or a puzz.link shimaguni URL"}),
}

//go:embed examples.txt
var examples string

// Type is the Shimaguni puzzle type; Parse reads a Shimaguni puzzle in
// any of its formats (see the package documentation), and New returns a
// rows x cols board with no rooms drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Shimaguni board: Region[r][c] is the room of each cell,
// Cells[r][c] Empty or the size of its room's island.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a room, each
// room whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }
