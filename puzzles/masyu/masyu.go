package masyu

import (
	_ "embed"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values (as puzz.link numbers them).
const (
	Empty = 0
	White = 1 // a white pearl
	Black = 2 // a black pearl
)

// spec declares Masyu: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "masyu", Title: "Masyu / Pearl", Headers: []string{"pearl"},
	Rules: "Draw one loop through the centres of cells that visits every pearl: it turns on a black pearl and goes straight through the cells on both sides; it goes straight through a white pearl and turns in the cell before or after it.",
	Symbols: cellgrid.Alphabet{
		{Value: White, Text: "WwOo", Game: "W", URL: cellgrid.URLNumber(1), Label: "White", Keys: []string{"w", "W", "o", "O"}, Word: "a white pearl", Clue: "white", Look: cellgrid.Pearl},
		{Value: Black, Text: "Bb#", Game: "B", URL: cellgrid.URLNumber(2), Label: "Black", Keys: []string{"b", "B"}, Word: "a black pearl", Clue: "black", Look: cellgrid.BlackPearl},
		{Value: Empty, Text: ".-", URL: cellgrid.URLNumber(0), Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "an empty cell"},
	},
	Blank:  Empty,
	URL:    &cellgrid.URLForm{Keys: []string{"mashu", "masyu", "pearl"}, Codec: cellgrid.Circles},
	Game:   &cellgrid.GameForm{Game: "Pearl", Letters: tatham.Lower, Params: []tatham.Param{tatham.OneOf('d', "et"), tatham.Flag('n')}},
	Detect: detect,
}

//go:embed examples.txt
var examples string

// Type is the Masyu puzzle type; Parse reads a Masyu puzzle in any of
// its formats (see the package documentation), and New returns an empty
// rows x cols board.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Masyu board: Cells[r][c] is Empty, White or Black.
type Puzzle struct{ cellgrid.Grid }

// Answer is a solution: the loop through cell centres (see cellgrid.Loop).
type Answer = cellgrid.Loop

// detect claims a Pearl game ID only with a white pearl or Pearl's
// difficulty letter: one with black pearls only could be Light Up's.
func detect(t string, forms func(string) bool) bool {
	params, desc, _ := strings.Cut(t, ":")
	sure := !tatham.IsID(t, tatham.Lower) || strings.Contains(desc, "W") || strings.Contains(params, "de") || strings.Contains(params, "dt")
	return sure && forms(t)
}
