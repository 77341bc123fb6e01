package suguru

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

// regions are Suguru's rooms. Its puzz.link URL (the borders, then a
// number for every cell) is this package's: see parseURL.
var regions = &cellgrid.RegionRule{}

// urlKey is the name of the genre in puzz.link URLs (pzprjs has no other).
const urlKey = "suguru"

// spec declares Suguru: a board of regions, numbers in some cells.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "suguru", Title: "Suguru / Tectonic", Headers: []string{"tectonic"},
	Rules: "Fill each region of N cells with the numbers 1 to N, each once. Two cells that touch, even diagonally, never hold the same number.",
	Symbols: cellgrid.Alphabet{
		cellgrid.Range(1, cellgrid.BoardCells, cellgrid.Symbol{Word: "a given number", Look: cellgrid.Given}),
		{Value: Empty, Text: "._-", URL: cellgrid.URLEmpty, Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"},
	},
	Blank: Empty, Beyond: "a region's numbers are 1 up",
	Help: "Select a cell and press a region's letter to put it in that region (a letter not on the board yet starts a new one); " +
		"digits write the cell's given number (1 then 2 is 12), Delete clears the number, then the region.",
	Own: cellgrid.RegionOwn(regions, &cellgrid.Own[*Puzzle]{
		Expected: "a grid of numbers and one of regions, or a puzz.link suguru URL",
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return parseURL(s, url) }, urlKey)}
		},
	}),
}

//go:embed examples.txt
var examples string

// Type is the Suguru puzzle type; Parse reads a Suguru puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Suguru board: Region[r][c] is the region of each cell,
// Cells[r][c] Empty or its given number.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a region, each
// region whole.
func (p *Puzzle) Validate() error { return p.CheckRegions(1, "") }

// Answer is the number of every cell: {"grid": [[1, 2], ...]}, null for
// a cell a partial answer does not know.
type Answer = cellgrid.NumberGrid

// parseURL reads "suguru/COLS/ROWS/BORDERS NUMBERS [EMPTY]": the
// regions' borders (cellgrid.ReadBorders), a number for each cell in
// reading order (pzprjs's Number16 codec), then pzprjs's bits of the
// cells that are in no region, which must all be 0.
func parseURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(puzzles.Unescape(url), urlKey)
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
		return nil, puzzles.Errorf(0, 0, "URL body: %q after the numbers: cells outside every region are not supported", pzl.Short(more))
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
// regions are whole and named in reading order (as the URL reads them).
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
	return []puzzles.Written{{Form: puzzles.URLForm, Text: pzl.Join(urlKey, p.Size().Cols, p.Size().Rows, borders+pzl.EncodeNumbers(cells))}}
}
