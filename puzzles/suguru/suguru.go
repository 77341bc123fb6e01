package suguru

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
)

// Empty is a cell without a given number; a given is 1 or more.
const Empty = 0

// regions are Suguru's rooms. Its puzz.link URL (the borders, then a
// number for every cell) is roomRule.
var regions = &cellgrid.RegionRule{}

// roomRule is "a region of N cells holds 1 to N, each once" and the
// puzz.link URL (pzprjs has no other name for the genre).
var roomRule = cellgrid.RoomNumbers{Keys: []string{"suguru"}, Room: "region"}

// spec declares Suguru: a board of regions, numbers in some cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "suguru", Title: "Suguru / Tectonic", Headers: []string{"tectonic"},
	Rules: "Fill each region of N cells with the numbers 1 to N, each once. Two cells that touch, even diagonally, never hold the same number.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "a given number", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a region's numbers are 1 up",
	Help: "Select a cell and press a region's letter to put it in that region (a letter not on the board yet starts a new one); " +
		"digits write the cell's given number (1 then 2 is 12), Delete clears the number, then the region.",
	Own: cellgrid.RegionOwn(regions, &cellgrid.Own[*Puzzle]{
		Expected: "a grid of numbers and one of regions, or a puzz.link suguru URL",
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{cellgrid.RoomNumbersForm(s, roomRule)}
		},
	}),
}

//go:embed examples.txt
var examples string

// Type is the Suguru puzzle type; Parse reads a Suguru puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Suguru board: Region[r][c] is the region of each cell,
// Cells[r][c] Empty or its given number.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a region, each
// region whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }

// Answer is the number of every cell: {"grid": [[1, 2], ...]}, null for
// a cell a partial answer does not know.
type Answer = cellgrid.NumberGrid

// Written implements puzzles.FormWriter: the puzz.link URL, when the
// regions are whole and named in reading order (as the URL reads them).
func (p *Puzzle) Written() []puzzles.Written { return roomRule.Written(p.Regioned) }
