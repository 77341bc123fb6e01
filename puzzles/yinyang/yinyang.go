package yinyang

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// Cell values (as puzz.link numbers them).
const (
	Blank = 0 // a cell without a circle
	White = 1 // a white circle
	Black = 2 // a black circle
)

// spec declares Yin-Yang: its cells and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "yinyang", Title: "Yin-Yang", Headers: []string{"yin-yang"},
	Rules: "Put a black or a white circle in every cell. The black circles are connected, the white circles are connected, and no 2×2 block is all one colour.",
	Symbols: cellgrid.Alphabet{
		{Value: White, Text: "WwOo", URL: cellgrid.URLNumber(White), Label: "White", Keys: []string{"w", "W", "o", "O"}, Word: "a white circle", Clue: "white", Look: cellgrid.Circle},
		{Value: Black, Text: "Bb#", URL: cellgrid.URLNumber(Black), Label: "Black", Keys: []string{"b", "B", "#"}, Word: "a black circle", Clue: "black", Look: cellgrid.Disc},
		{Value: Blank, Text: ".-_", URL: cellgrid.URLNumber(Blank), Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "an empty cell"},
	},
	Blank: Blank,
	URL:   &cellgrid.URLForm{Keys: []string{"yinyang"}, Codec: cellgrid.Circles},
}

//go:embed examples.txt
var examples string

// Type is the Yin-Yang puzzle type; Parse reads a Yin-Yang puzzle in any
// of its formats (see the package documentation), and New returns an
// empty rows x cols board.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Yin-Yang board: Cells[r][c] is Blank, White or Black.
type Puzzle struct{ cellgrid.Grid }

// Answer is the colouring: {"grid": ["BW..", ...]}, 'B' a black cell,
// 'W' a white one ('?' one not known in a partial answer).
type Answer = cellgrid.Shading
