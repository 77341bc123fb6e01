package moonsun

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values (as puzz.link numbers them).
const (
	Empty = 0
	Sun   = 1 // a white circle
	Moon  = 2 // a black circle
	// Unknown is a circle whose kind is not given, a moon or a sun: what
	// an explanation leaves of a circle it takes away (no puzz.link code).
	Unknown = 3
)

// rooms are Moon or Sun's: a puzz.link URL writes the borders, then every
// cell's circle (pzprjs's circles, three cells to a digit).
var rooms = &cellgrid.RegionRule{URL: []string{"moonsun"}, Cells: &cellgrid.Circles}

// spec declares Moon or Sun: a board of rooms, moons and suns in some
// cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "moonsun", Title: "Moon or Sun", Headers: []string{"moonorsun"},
	Rules: "Draw one loop through the centres of cells that visits every room, entering it once. In each room it passes through all the moons and no sun, or all the suns and no moon, and the rooms it passes in turn alternate between moons and suns.",
	Symbols: cellgrid.Alphabet{
		{Value: Moon, Text: "MmBb", URL: cellgrid.URLNumber(Moon), Label: "Moon", Keys: []string{"2", "#", "*"}, Word: "a moon", Clue: "moon", Look: cellgrid.BlackPearl},
		{Value: Sun, Text: "SsWw", URL: cellgrid.URLNumber(Sun), Label: "Sun", Keys: []string{"1", "+"}, Word: "a sun", Clue: "sun", Look: cellgrid.Pearl},
		{Value: Unknown, Text: "?", Label: "?", Keys: []string{"?"}, Word: "a circle, moon or sun not given", Look: cellgrid.Ring},
		{Value: Empty, Text: ".-_", URL: cellgrid.URLNumber(Empty), Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Drop:  func(int) int { return Unknown }, // taking a circle's kind away loosens the rules; taking the circle, not always
	Help: cellgrid.RegionHelp +
		"2 (or #) puts a moon in it, 1 (or +) a sun, ? a circle of either kind, Delete clears the circle, then the room.",
	Own: cellgrid.RegionOwn(rooms, &cellgrid.Own[*Puzzle]{Expected: "a grid of moons and suns and one of rooms, or a puzz.link moonsun URL"}),
}

// offered is the generator with the sizes it offers.
var offered = puzzles.Offer(puzzles.Squares("", 5, 6, 8, 10, 12),
	func(_ *cellgrid.Spec[*Puzzle], o puzzles.GenerateOptions) (puzzles.Instance, error) {
		return puzzles.GenerateSized(o, 6, 6, Generate) // 6x6 unless the options give a size
	})

//go:embed examples.txt
var examples string

// Type is the Moon or Sun puzzle type; Parse reads a Moon or Sun puzzle
// in any of its formats (see the package documentation), and New returns
// a rows x cols board with no rooms drawn yet.
var Type, Parse, New = spec.Declare(examples, offered)

// Puzzle is a Moon or Sun board: Region[r][c] is the room of each cell,
// Cells[r][c] Empty, Moon, Sun or Unknown.
type Puzzle struct{ cellgrid.Regioned }

// Answer is a solution: the loop through cell centres (see cellgrid.Loop).
type Answer = cellgrid.Loop

// Validate implements puzzles.Validator: every cell in a room, each room
// whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }
