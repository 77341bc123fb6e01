package aquarium

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// tanks are Aquarium's regions; its puzz.link URL is the borders, then
// the counts.
var tanks = &cellgrid.RegionRule{URL: []string{"aquarium"}}

// counts are the water cells of each row and column.
var counts = &cellgrid.CountRule{Noun: "water cells", Most: func(n int) int { return n }}

// spec declares Aquarium: a board of tanks with counts beside it.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "aquarium", Title: "Aquarium",
	Rules:   "Fill some tanks with water. In each tank the water lies level: it fills the tank from its bottom up to one height. The numbers outside count the water cells of each row and column.",
	Symbols: cellgrid.NoClues(),
	Help: "Select a cell and press a tank's letter to put it in that tank (a letter not on the board yet starts a new one), " +
		"Delete takes it out; select a count right of or below the board and type its digits, Delete to remove it.",
	Own: cellgrid.RegionCountedOwn(tanks, counts, &cellgrid.Own[*Puzzle]{Expected: "a tank-letter grid with counts or a puzz.link aquarium URL"}),
}

//go:embed examples.txt
var examples string

// Type is the Aquarium puzzle type; Parse reads an Aquarium puzzle in
// any of its formats (see the package documentation), and New returns a
// rows x cols board with no tanks drawn and no counts.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is an Aquarium board: Region[r][c] is the tank of each cell,
// Rows and Cols the water cells of each row and column (NoCount when not
// given).
type Puzzle struct{ cellgrid.RegionCounted }

// Validate implements puzzles.Validator: every cell in a tank, each
// tank whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }
