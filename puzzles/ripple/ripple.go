package ripple

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
)

// Empty is a cell without a given number; a given is 1 or more.
const Empty = 0

// rooms are Ripple Effect's regions. Its puzz.link URL (the borders, then
// a number for every cell) is roomRule.
var rooms = &cellgrid.RegionRule{}

// roomRule is "a room of N cells holds 1 to N, each once" and the
// puzz.link URL: pzprjs writes the name ripple and reads Kanpen's name
// too.
var roomRule = cellgrid.RoomNumbers{Keys: []string{"ripple", "hakyukoka"}, Room: "room"}

// spec declares Ripple Effect: a board of rooms, numbers in some cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "ripple", Title: "Ripple Effect / Hakyukoka", Headers: []string{"rippleeffect", "hakyukoka"},
	Rules: "Fill each room of N cells with 1 to N. Two equal numbers k in a row or column have at least k cells between them.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "a given number", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a room's numbers are 1 up",
	Help: "Select a cell and press a room's letter to put it in that room (a letter not on the board yet starts a new one); " +
		"digits write the cell's given number (1 then 2 is 12), Delete clears the number, then the room.",
	Own: cellgrid.RegionOwn(rooms, &cellgrid.Own[*Puzzle]{
		Expected: "a grid of numbers and one of rooms, or a puzz.link ripple URL",
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{cellgrid.RoomNumbersForm(s, roomRule)}
		},
	}),
}

//go:embed examples.txt
var examples string

// Type is the Ripple Effect puzzle type; Parse reads a Ripple Effect
// puzzle in any of its formats (see the package documentation), and New
// returns a rows x cols board with no rooms drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Ripple Effect board: Region[r][c] is the room of each
// cell, Cells[r][c] Empty or its given number.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a room, each room
// whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }

// Answer is the number of every cell: {"grid": [[1, 2], ...]}, null for
// a cell a partial answer does not know.
type Answer = cellgrid.NumberGrid

// Written implements puzzles.FormWriter: the puzz.link URL, when the
// rooms are whole and named in reading order (as the URL reads them).
func (p *Puzzle) Written() []puzzles.Written { return roomRule.Written(p.Regioned) }
