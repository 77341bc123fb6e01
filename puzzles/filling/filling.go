package filling

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Empty is a cell without a number; a given number is the size of its
// region, 1 or more.
const Empty = 0

// spec declares Filling: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "filling", Title: "Filling / Fillomino", Headers: []string{"fillomino"},
	Rules: "Divide the grid into regions and write each region's size in all its cells, keeping the given numbers. Two regions of the same size never share a side.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Game: "123456789", Word: "a region's size", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", Game: "0", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a region has at least 1 cell",
	URL:  &cellgrid.URLForm{Keys: []string{"fillomino"}, Codec: cellgrid.WideNumbers},
	Game: &cellgrid.GameForm{Game: "Filling"},
}

//go:embed examples.txt
var examples string

// Type is the Filling puzzle type; Parse reads a Filling puzzle in any
// of its formats (see the package documentation), and New returns a rows
// x cols board without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Filling board: Cells[r][c] is Empty or the size of the
// region that holds the cell.
type Puzzle struct{ cellgrid.Grid }

// Written implements puzzles.FormWriter: the puzz.link URL. A game ID
// (GameID) can read like a Light Up or Mosaic one, so it is left out.
func (p *Puzzle) Written() []puzzles.Written {
	if u, ok := p.URL(); ok {
		return []puzzles.Written{{Form: puzzles.URLForm, Text: u}}
	}
	return nil
}

// Answer is the number of every cell: {"grid": [[2, 2, 1], ...]}, null
// for a cell a partial answer does not know (cellgrid.NumberGrid). The
// regions are the parts of equal numbers.
type Answer = cellgrid.NumberGrid
