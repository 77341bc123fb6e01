package unequal

import (
	_ "embed"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
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
		{Value: Less, Text: '<', Label: "<", Key: "<", Word: "less than", Glyph: "<"},
		{Value: Greater, Text: '>', Label: ">", Key: ">", Word: "greater than", Glyph: ">"},
		{Value: Less, Down: true, Text: '^', Label: "∧", Key: "^", Word: "less than", Glyph: "∧"},
		{Value: Greater, Down: true, Text: 'v', Label: "∨", Key: "v", Word: "greater than", Glyph: "∨"},
	}}
	bars = &cellgrid.SideSet{Word: "adjacent", Label: "Mode: adjacent", Symbols: []cellgrid.SideSymbol{
		{Value: Bar, Text: '|', Label: "Bar right", Key: "|", Word: "next to"},
		{Value: Bar, Down: true, Text: '-', Label: "Bar below", Key: "-", Word: "next to"},
	}}
)

// spec declares Unequal: its cells, its side clues, its formats and its
// generator.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "unequal", Title: "Unequal / Futoshiki", Headers: []string{"futoshiki"},
	Symbols: append(cellgrid.Numbers(1, 9, cellgrid.Symbol{Word: "a given digit", Look: cellgrid.Given}),
		cellgrid.Symbol{Value: Blank, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "empty"}),
	Blank: Blank,
	Help: "Select a cell, then press its digit, < or > for a sign right of it, ∧ or ∨ for one below it " +
		"(Bar right and Bar below in Adjacent mode; Mode switches), Delete to clear it.",
	Examples: examples,
	Make:     func(g cellgrid.Grid) *Puzzle { return &Puzzle{cellgrid.NewSideGrid(g, signs, bars)} },
	Generate: generate,
	Own: &cellgrid.Own[*Puzzle]{
		Text:     cellgrid.SideText[*Puzzle],
		Forms:    forms,
		Expected: "a grid with signs between its cells or an Unequal game ID",
		Check:    check,
		Keep:     cellgrid.KeepSides[*Puzzle],
		Size: func(rows, _ int) (int, int, error) {
			if rows < 1 || rows > 9 {
				return 0, 0, fmt.Errorf("an Unequal board is 1x1 to 9x9, not %dx%d", rows, rows)
			}
			return rows, rows, nil
		},
	},
}

//go:embed examples.txt
var examples string

// Type is the Unequal puzzle type.
var Type = spec.Type()

// Puzzle is an Unequal board: Cells[r][c] is Blank or a given digit,
// Sides the signs (or, in Adjacent mode, bars) between cells.
type Puzzle struct{ cellgrid.SideGrid }

// Parse reads an Unequal puzzle in any of its formats (see the package
// documentation).
func Parse(text string) (*Puzzle, error) { return spec.Parse(text) }

// New returns an empty n x n board without signs.
func New(n int) (*Puzzle, error) { return spec.New(n, n) }

// Adjacent reports whether the puzzle is in Adjacent mode.
func (p *Puzzle) Adjacent() bool { return p.Set == bars }

// Answer is the digits: {"grid": [[1, 2, ...], ...]}, null for a cell a
// partial answer does not know.
type Answer = cellgrid.NumberGrid

// check refuses a board that is not square or up to 9x9, and a digit
// above its side.
func check(p *Puzzle) error {
	size := p.Size()
	if size.Rows != size.Cols || size.Rows > 9 {
		return fmt.Errorf("an Unequal board is square, 1x1 to 9x9, this one is %dx%d", size.Cols, size.Rows)
	}
	for _, pos := range size.Cells() {
		if v := p.At(pos); v > size.Rows {
			return fmt.Errorf("the %d at %s is more than %d, the side of the board", v, puzzles.CellName(pos), size.Rows)
		}
	}
	return nil
}

// Keys implements puzzles.Editable: the pad without the digits above the
// board's side.
func (p *Puzzle) Keys() []puzzles.Key {
	var out []puzzles.Key
	for _, k := range p.SideGrid.Keys() {
		if len(k.Key) != 1 || k.Key[0] < '1' || k.Key[0] > '9' || int(k.Key[0]-'0') <= p.Size().Rows {
			out = append(out, k)
		}
	}
	return out
}

// Edit implements puzzles.Editable: a digit above the board's side is
// refused.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if len(key) == 1 && key[0] >= '1' && key[0] <= '9' && int(key[0]-'0') > p.Size().Rows {
		return p, fmt.Errorf("digit %s: a %dx%d board holds 1 to %d", key, p.Size().Rows, p.Size().Rows, p.Size().Rows)
	}
	return p.SideGrid.Edit(t, key)
}
