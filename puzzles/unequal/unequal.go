package unequal

import (
	_ "embed"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is an empty cell; a given digit is its number 1 to N.
const Blank = 0

// The side clues: between a cell and the one right of or below it, Less
// (the first is less), Greater, or, in Adjacent mode, Bar (they differ
// by 1; no bar means they do not).
const (
	Less = iota + 1
	Greater
	Bar
)

// The modes' side symbols.
var (
	signs = &cellgrid.SideSet{Label: "Mode: unequal", Symbols: []cellgrid.SideSymbol{
		{Value: Less, Text: '<', Label: "<", Key: "<", Word: "less than", Glyph: "<", Flags: "B"},
		{Value: Greater, Text: '>', Label: ">", Key: ">", Word: "greater than", Glyph: ">", Flags: "A"},
		{Value: Less, Down: true, Text: '^', Label: "∧", Key: "^", Word: "less than", Glyph: "∧", Flags: "B"},
		{Value: Greater, Down: true, Text: 'v', Label: "∨", Key: "v", Word: "greater than", Glyph: "∨", Flags: "A"},
	}}
	bars = &cellgrid.SideSet{Word: "adjacent", Label: "Mode: adjacent", Letter: 'a', Symbols: []cellgrid.SideSymbol{
		{Value: Bar, Text: '|', Label: "Bar right", Key: "|", Word: "next to", Flags: "AB"},
		{Value: Bar, Down: true, Text: '-', Label: "Bar below", Key: "-", Word: "next to", Flags: "AB"},
	}}
)

// spec declares Unequal: its cells, its side clues and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "unequal", Title: "Unequal / Futoshiki", Headers: []string{"futoshiki"},
	Rules:   "Fill the grid with 1 to N, each once in every row and column, keeping the given numbers and the signs between cells (in Adjacent mode a bar joins exactly the neighbours that differ by one).",
	Symbols: cellgrid.LatinSymbols("a given digit"),
	Blank:   Blank,
	Help: "Select a cell, then press its digit, < or > for a sign right of it, ∧ or ∨ for one below it " +
		"(Bar right and Bar below in Adjacent mode; Mode switches), Delete to clear it.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{cellgrid.NewSideGrid(g, signs, bars)} },
	Game: &cellgrid.GameForm{Game: "Unequal", Letters: "adtekxr", Params: []tatham.Param{tatham.Flag('a'), tatham.OneOf('d', "tekxr")}},
	Own: &cellgrid.Own[*Puzzle]{
		Text: cellgrid.SideText[*Puzzle], Forms: cellgrid.SideGameForms[*Puzzle], Keep: cellgrid.KeepSides[*Puzzle],
		Expected: "a grid with signs between its cells or an Unequal game ID",
		Check:    func(p *Puzzle) error { return p.LatinBoard() },
		Size:     cellgrid.LatinSize,
	},
}

//go:embed examples.txt
var examples string

// Type is the Unequal puzzle type; Parse reads an Unequal puzzle in any
// of its formats (see the package documentation).
var Type, Parse, _ = spec.Declare(examples, generator)

// Puzzle is an Unequal board: Cells[r][c] is Blank or a given digit,
// Sides the signs (or, in Adjacent mode, bars) between cells.
type Puzzle struct{ cellgrid.SideGrid }

// New returns an empty n x n board without signs.
func New(n int) (*Puzzle, error) { return spec.New(n, n) }

// Adjacent reports whether the puzzle is in Adjacent mode.
func (p *Puzzle) Adjacent() bool { return p.Set == bars }

// Answer is the digits: {"grid": [[1, 2, ...], ...]}, null for a cell a
// partial answer does not know.
type Answer = cellgrid.NumberGrid

// Keys implements puzzles.Editable: the pad without the digits above the
// board's side.
func (p *Puzzle) Keys() []puzzles.Key { return cellgrid.LatinKeys(p.SideGrid.Keys(), p.Size().Rows) }

// Edit implements puzzles.Editable: a digit above the board's side is
// refused.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if err := cellgrid.LatinKey(key, p.Size().Rows); err != nil {
		return p, err
	}
	return p.SideGrid.Edit(t, key)
}
