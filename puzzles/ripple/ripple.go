package ripple

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Empty is a cell without a given number; a given is 1 or more.
const Empty = 0

// rooms are Ripple Effect's regions. Its puzz.link URL (the borders, then
// a number for every cell) is this package's: see parseURL.
var rooms = &cellgrid.RegionRule{}

// urlKeys are the names of the genre in puzz.link URLs: pzprjs writes the
// first and reads Kanpen's name too.
var urlKeys = []string{"ripple", "hakyukoka"}

// spec declares Ripple Effect: a board of rooms, numbers in some cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "ripple", Title: "Ripple Effect / Hakyukoka", Headers: []string{"rippleeffect", "hakyukoka"},
	Rules: "Fill each room of N cells with 1 to N. Two equal numbers k in a row or column have at least k cells between them.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "a given number", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a room's numbers are 1 up",
	Help: "Select a cell and press a room's letter to put it in that room (a letter not on the board yet starts a new one); " +
		"digits write the cell's given number (1 then 2 is 12), Delete clears the number, then the room.",
	Own: cellgrid.RegionOwn(rooms, &cellgrid.Own[*Puzzle]{
		Expected: "a grid of numbers and one of rooms, or a puzz.link ripple URL",
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return parseURL(s, url) }, urlKeys...)}
		},
	}),
}

//go:embed examples.txt
var examples string

// Type is the Ripple Effect puzzle type; Parse reads a Ripple Effect
// puzzle in any of its formats (see the package documentation), and New
// returns a rows x cols board with no rooms drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Ripple Effect board: Region[r][c] is the room of each
// cell, Cells[r][c] Empty or its given number.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a room, each room
// whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }

// Answer is the number of every cell: {"grid": [[1, 2], ...]}, null for
// a cell a partial answer does not know.
type Answer = cellgrid.NumberGrid

// parseURL reads "ripple/COLS/ROWS/BORDERS NUMBERS [EMPTY]": the rooms'
// borders (cellgrid.ReadBorders), a number for each cell in reading
// order (pzprjs's Number16 codec), then pzprjs's bits of the cells that
// are in no room, which must all be 0.
func parseURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), urlKeys...)
	if err != nil {
		return nil, err
	}
	p, err := s.New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	region, rest, err := cellgrid.ReadBorders(u.Body, p.Size())
	if err != nil {
		return nil, err
	}
	end := numbersEnd(rest, u.Rows*u.Cols)
	cells, err := pzl.DecodeNumbers(rest[:end], u.Rows*u.Cols)
	if err != nil {
		return nil, err
	}
	values := pzl.Values{Empty: Empty, Refuse: func(v int) error {
		switch {
		case v == pzl.Unknown:
			return fmt.Errorf("a number shown as '?' is not supported")
		case v < 1:
			return fmt.Errorf("number %d: %s", v, s.Beyond)
		}
		return nil
	}}
	if err := pzl.Place(p.Cells, cells, values.Cell); err != nil {
		return nil, err
	}
	if more := rest[end:]; strings.Trim(more, "0") != "" {
		return nil, puzzles.Errorf(0, 0, "URL body: %q after the numbers: cells outside every room are not supported", pzl.Short(more))
	}
	p.Region = region
	return p, nil
}

// numbersEnd is how many characters of body the first n cells of the
// Number16 codec take: a run letter 'g'–'z' stands for 1 to 20 cells,
// '-' and two hex digits, '+', '=', '%' or '@' and three, anything else
// is one character a cell (the decoder refuses what it does not know).
func numbersEnd(body string, n int) int {
	i := 0
	for cells := 0; i < len(body) && cells < n; i++ {
		if ch := body[i]; ch >= 'g' && ch <= 'z' {
			cells += int(ch - 'f')
		} else {
			cells, i = cells+1, i+map[byte]int{'-': 2, '+': 3, '=': 3, '%': 3, '@': 3}[ch]
		}
	}
	return min(i, len(body))
}

// Written implements puzzles.FormWriter: the puzz.link URL, when the
// rooms are whole and named in reading order (as the URL reads them).
func (p *Puzzle) Written() []puzzles.Written {
	borders := cellgrid.WriteBorders(p.Region)
	if back, _, _ := cellgrid.ReadBorders(borders, p.Size()); !slices.EqualFunc(back, p.Region, slices.Equal) {
		return nil
	}
	cells := pzl.Flat(p.Cells)
	for i, v := range cells {
		if v == Empty {
			cells[i] = pzl.Empty
		}
	}
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(urlKeys[0], p.Size().Cols, p.Size().Rows, borders+pzl.EncodeNumbers(cells))}}
}
