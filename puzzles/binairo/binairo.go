package binairo

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Cell values, as written in the text grid.
const (
	Empty = '.'
	White = '0'
	Black = '1'
)

// KeyUnique is the pad key that turns the unique-rows rule on and off.
const KeyUnique = "unique"

// spec declares Binairo: its cells, its header's rule and its game ID.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "binairo", Title: "Binairo / Takuzu / Unruly",
	Rules: "Write 0 or 1 in every cell: each row and column holds as many of each, never three equal digits in a line (and with 'unique', no two rows or columns alike).",
	Symbols: cellgrid.Alphabet{
		{Value: Black, Text: "1", Label: "1 (Black)", Keys: []string{"1", "b", "B"}, Word: "a black given", Clue: "1", Look: cellgrid.BlackTile},
		{Value: White, Text: "0", Label: "0 (White)", Keys: []string{"0", "w", "W"}, Word: "a white one", Clue: "0", Look: cellgrid.Tile},
		{Value: Empty, Text: ".", Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Help: "Select a cell and press 1 for a black given, 0 for a white one, Delete to clear it. " +
		"The Unique rows key asks for all rows (and all columns) to differ.",
	Own: &cellgrid.Own[*Puzzle]{
		Options: unique.Read, Forms: unruly.Forms,
		Expected: "a grid of 0, 1 and . or an Unruly game ID such as 8x8:…",
		Usage:    "#binairo or #binairo unique",
		Check:    func(p *Puzzle) error { return checkSize(p.Size().Rows, p.Size().Cols) },
		Keep:     func(from, to *Puzzle) { to.Unique = from.Unique },
		Size: func(rows, cols int) (int, int, error) {
			rows, cols = rows+rows%2, cols+cols%2
			return rows, cols, checkSize(rows, cols)
		},
	},
}

// unique is the rule that rows differ, and columns: "unique" in the
// header, a toggle on the pad.
var unique = &cellgrid.Setting[*Puzzle]{
	Name: "unique", Form: "unique", Flag: true, Keys: []string{KeyUnique, "u", "U"},
	Label: func(v int) string { return "Unique rows: " + [2]string{"off", "on"}[v] },
	Get:   func(p *Puzzle) int { return cellgrid.Bit(p.Unique) },
	Set:   func(p *Puzzle, v int) { p.Unique = v == 1 },
}

// unruly is Tatham's Unruly game ID, "WxH[u][dD]:DESC": "u" the unique
// rule, the difficulty ignored; in DESC a letter skips as many empty
// cells as its distance from a (or A), then gives the next cell, lower
// case white and upper case black; z and Z skip 25 cells and give none.
var unruly = &cellgrid.SkipGame[*Puzzle]{
	Page:   "unruly",
	Run:    cellgrid.SkipRun{Letters: map[int]string{White: "abcdefghijklmnopqrstuvwxyz", Black: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}, Blank: Empty, Final: White},
	Params: []tatham.Param{tatham.Flag('u'), tatham.OneOf('d', tatham.Lower)},
	Read: func(p *Puzzle, params tatham.Params) error {
		p.Unique = params.Has('u')
		return checkSize(params.H, params.W)
	},
	Write: func(p *Puzzle) string { return strings.Repeat("u", unique.Get(p)) },
}

//go:embed examples.txt
var examples string

// Type is the Binairo puzzle type; Parse reads a Binairo puzzle in any
// of its formats (see the package documentation), and New returns an
// empty rows x cols grid, odd sides rounded up (both sides of a Binairo
// grid are even).
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a grid of given black and white cells: Cells[r][c] is
// Black, White or Empty.
type Puzzle struct {
	cellgrid.Grid
	Unique bool // rows must differ from each other, and columns too
}

// checkSize accepts even sides from 2 to puzzles.MaxSide.
func checkSize(rows, cols int) error {
	for _, n := range []int{rows, cols} {
		if n < 2 || n > puzzles.MaxSide {
			return fmt.Errorf("the grid is %dx%d; sides run from 2 to %d", cols, rows, puzzles.MaxSide)
		}
		if n%2 == 1 {
			return fmt.Errorf("the grid is %dx%d; both sides must be even, to hold as many black cells as white", cols, rows)
		}
	}
	return nil
}

// String implements puzzles.Instance: "#binairo" (or "#binairo unique"),
// then one row per line of 1 (black), 0 (white) and . (empty).
func (p *Puzzle) String() string { return unique.Header(p, p.Grid.String()) }

// Written implements puzzles.FormWriter: the Unruly game ID.
func (p *Puzzle) Written() []puzzles.Written { return unruly.ID(p) }

// Keys implements puzzles.Editable: Black, White, Delete and the rule toggle.
func (p *Puzzle) Keys() []puzzles.Key { return append(p.Grid.Keys(), unique.PadKeys(p)...) }

// Edit implements puzzles.Editable: the cells' keys (see Keys), and
// anywhere the "unique" key (or u) toggles the rule that rows and
// columns all differ.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if q, ok, err := unique.Edit(p, key); ok {
		return q, err
	}
	return p.Grid.Edit(t, key)
}

// Givens reports that the givens are entries (learn.Givens): a given
// 1 or 0 holds exactly when the entry of its cell with it does.
func (p *Puzzle) Givens() bool { return true }

// Answer is a filled grid. Its JSON form is {"grid": ["0110...", ...]},
// one string per row, 1 black and 0 white (? for a cell not known, in
// partial answers).
type Answer = puzzles.Picture
