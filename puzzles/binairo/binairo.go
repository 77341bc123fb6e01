package binairo

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
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

// spec declares Binairo: its cells, its header's rule, its game ID and
// its generator.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "binairo", Title: "Binairo / Takuzu / Unruly",
	Rules: "Write 0 or 1 in every cell: each row and column holds as many of each, never three equal digits in a line (and with 'unique', no two rows or columns alike).",
	Symbols: cellgrid.Alphabet{
		{Value: Black, Text: "1", Label: "1 (Black)", Keys: []string{"1", "b", "B"}, Word: "a black given", Clue: "1"},
		{Value: White, Text: "0", Label: "0 (White)", Keys: []string{"0", "w", "W"}, Word: "a white one", Clue: "0"},
		{Value: Empty, Text: ".", Label: "Delete", Keys: []string{"Delete", "Backspace", " ", "."}, Word: "to clear it"},
	},
	Blank: Empty,
	Help: "Select a cell and press 1 for a black given, 0 for a white one, Delete to clear it. " +
		"The Unique rows key asks for all rows (and all columns) to differ.",
	Examples: examples,
	Make:     func(g cellgrid.Grid) *Puzzle { return &Puzzle{Grid: g} },
	Offers:   offers(),
	Generate: generate,
	Own: &cellgrid.Own[*Puzzle]{
		Options:  options,
		Forms:    forms,
		Expected: "a grid of 0, 1 and . or an Unruly game ID such as 8x8:…",
		Usage:    "#binairo or #binairo unique",
		Check:    func(p *Puzzle) error { return checkSize(p.Rows(), p.Cols()) },
		Keep:     func(from, to *Puzzle) { to.Unique = from.Unique },
		Size: func(rows, cols int) (int, int, error) {
			rows, cols = rows+rows%2, cols+cols%2
			return rows, cols, checkSize(rows, cols)
		},
	},
}

//go:embed examples.txt
var examples string

// Type is the Binairo puzzle type.
var Type = spec.Type()

// Puzzle is a grid of given black and white cells: Cells[r][c] is
// Black, White or Empty.
type Puzzle struct {
	cellgrid.Grid
	Unique bool // rows must differ from each other, and columns too
}

// Parse reads a Binairo puzzle in any of its formats (see the package
// documentation).
func Parse(text string) (*Puzzle, error) { return spec.Parse(text) }

// New returns an empty rows x cols grid, odd sides rounded up (both
// sides of a Binairo grid are even).
func New(rows, cols int) (*Puzzle, error) { return spec.New(rows, cols) }

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

// Rows returns the number of rows.
func (p *Puzzle) Rows() int { return p.Size().Rows }

// Cols returns the number of columns.
func (p *Puzzle) Cols() int { return p.Size().Cols }

// options reads the header's words: "unique" turns the unique rule on.
func options(p *Puzzle, words []string, line int) error {
	for _, w := range words {
		if !strings.EqualFold(w, "unique") {
			return puzzles.Errorf(line, 0, "unknown header word %q: expected unique", w)
		}
		p.Unique = true
	}
	return nil
}

// String implements puzzles.Instance: "#binairo" (or "#binairo unique"),
// then one row per line of 1 (black), 0 (white) and . (empty).
func (p *Puzzle) String() string {
	if p.Unique {
		return strings.Replace(p.Grid.String(), "\n", " unique\n", 1)
	}
	return p.Grid.String()
}

// Keys implements puzzles.Editable: Black, White, Delete and the rule toggle.
func (p *Puzzle) Keys() []puzzles.Key {
	rule := "Unique rows: off"
	if p.Unique {
		rule = "Unique rows: on"
	}
	return append(p.Grid.Keys(), puzzles.Key{Label: rule, Key: KeyUnique})
}

// Edit implements puzzles.Editable: the cells' keys (see Keys), and
// anywhere the "unique" key (or u) toggles the rule that rows and
// columns all differ.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	switch key {
	case KeyUnique, "u", "U":
		q := spec.Wrap(p.Clone().Cells)
		q.Unique = !p.Unique
		return q, nil
	}
	return p.Grid.Edit(t, key)
}

// unruly is an Unruly description: a letter skips as many empty cells as
// its distance from a (or A), then gives the next cell, lower case white
// and upper case black; z and Z skip 25 cells and give none.
var unruly = cellgrid.SkipRun{Letters: map[int]string{White: "abcdefghijklmnopqrstuvwxyz", Black: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}, Blank: Empty, Final: White}

// forms is Tatham's Unruly game ID, perhaps behind a URL prefix.
func forms(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
	is, parse := puzzles.Unwrapped(gameID, func(id string) (*Puzzle, error) { return parseGameID(s, id) })
	return []formats.Form[*Puzzle]{{Is: is, Parse: parse}}
}

// gameID returns t without a URL prefix ("…unruly.html#") when it has the
// shape of an Unruly game ID: digits, then parameters, a colon, letters.
func gameID(t string) (string, bool) {
	if i := strings.LastIndex(t, "#"); i >= 0 && strings.Contains(t[:i], "unruly") {
		t = t[i+1:]
	}
	params, desc, ok := strings.Cut(t, ":")
	if !ok || params == "" || params[0] < '0' || params[0] > '9' || desc == "" {
		return "", false
	}
	for _, ch := range desc {
		if !('a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z') {
			return "", false
		}
	}
	return t, true
}

// parseGameID reads "PARAMS:DESC": PARAMS is "WxH" (or "N" for NxN), then
// "u" for unique rows and columns, then optionally "d" and a difficulty
// letter (ignored); DESC is an Unruly description.
func parseGameID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(id, ":")
	size, err := tatham.ReadParams(params, tatham.Flag('u'), tatham.OneOf('d', tatham.Lower))
	if err != nil {
		return nil, err
	}
	if err := checkSize(size.H, size.W); err != nil {
		return nil, puzzles.Errorf(0, 0, "Unruly parameters %q: %v", params, err)
	}
	cells, err := unruly.Read(desc, size.H, size.W)
	if err != nil {
		return nil, err
	}
	p := s.Wrap(cells)
	p.Unique = size.Has('u')
	return p, nil
}

// Written implements puzzles.FormWriter: the Unruly game ID, "WxH[u]:DESC".
func (p *Puzzle) Written() []puzzles.Written {
	id := fmt.Sprintf("%dx%d", p.Cols(), p.Rows())
	if p.Unique {
		id += "u"
	}
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: id + ":" + unruly.Write(p.Cells)}}
}

// Answer is a filled grid. Its JSON form is {"grid": ["0110...", ...]},
// one string per row, 1 black and 0 white (? for a cell not known, in
// partial answers).
type Answer = puzzles.Picture
