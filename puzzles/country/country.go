package country

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values: Empty, Unknown, or a number n (0 up) in a region, which
// says that the loop passes through n of the region's cells.
const (
	Empty   = -1
	Unknown = -2 // a region marked as numbered, its number not given ('?')
)

// regions are Country Road's: their numbers stand in their cells, and a
// puzz.link URL writes them after the borders.
var regions = &cellgrid.RegionRule{URL: []string{"country"}, Numbers: true}

// spec declares Country Road: a board of regions, numbers in some of them.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "country", Title: "Country Road", Headers: []string{"countryroad"},
	Rules: "Draw one loop through the centres of cells that enters every region exactly once. A number counts the loop's cells in its region, and two cells the loop leaves out never sit side by side across a region border.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(0, cellgrid.BoardCells, cellgrid.Symbol{Word: "a region's cells on the loop", Look: cellgrid.Given}),
		{Value: Unknown, Text: "?", URL: cellgrid.URLUnknown, Label: "?", Keys: []string{"?"}, Word: "a number not given", Clue: "?", Look: cellgrid.Given},
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Help: cellgrid.RegionHelp +
		"digits write how many of the region's cells the loop passes through, ? a number not given, Delete clears the number, then the region.",
	Own: cellgrid.RegionOwn(regions, &cellgrid.Own[*Puzzle]{Expected: "a grid of numbers and one of regions, or a puzz.link country URL"}),
}

// offered is the generator with the sizes it offers.
var offered = puzzles.Offer(puzzles.Squares("", 5, 6, 7, 8, 9, 10),
	func(_ *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
		return puzzles.GenerateSized(o, 6, 6, Generate) // 6x6 unless the options give a size
	})

//go:embed examples.txt
var examples string

// Type is the Country Road puzzle type; Parse reads a Country Road
// puzzle in any of its formats (see the package documentation), and New
// returns a rows x cols board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, offered)

// Puzzle is a Country Road board: Region[r][c] is the region of each
// cell, Cells[r][c] Empty, Unknown or the number of its region.
type Puzzle struct{ cellgrid.Regioned }

// Answer is a solution: the loop through cell centres (see cellgrid.Loop).
type Answer = cellgrid.Loop

// Validate implements puzzles.Validator: every cell in a region, each
// region whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }
