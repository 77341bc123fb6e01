package kropki

import (
	_ "embed"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Blank is an empty cell; a given digit is its number 1 to N.
const Blank = 0

// The dots on the side between a cell and the one right of or below it:
// White (the two numbers differ by 1) or Black (one is twice the other).
// A side without a dot is 0: its numbers do neither.
const (
	White = iota + 1
	Black
)

// MaxSide is the largest board Kropki reads (puzz.link's boards hold 1 to
// N on N x N cells; noqx's largest example is 17x17). Boards larger than
// 9x9 cannot be given digits (the text writes one character a cell).
const MaxSide = 20

// dots are Kropki's side symbols.
var dots = &cellgrid.SideSet{Symbols: []cellgrid.SideSymbol{
	{Value: White, Text: 'o', Label: "○ right", Key: "o", Word: "a white dot"},
	{Value: Black, Text: '*', Label: "● right", Key: "*", Word: "a black dot"},
	{Value: White, Down: true, Text: 'o', Label: "○ below", Key: "O", Word: "a white dot"},
	{Value: Black, Down: true, Text: '*', Label: "● below", Key: "x", Word: "a black dot"},
}}

// spec declares Kropki: its cells, its dots and its formats.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "kropki", Title: "Kropki",
	Rules: "Fill the grid with 1 to N, each once in every row and column: a white dot joins two neighbours that differ by 1, " +
		"a black dot two of which one is twice the other, and two neighbours without a dot do neither (1 and 2 may have either dot).",
	Symbols: cellgrid.LatinSymbols("a given digit"),
	Blank:   Blank,
	Help: "Select a cell, then press its digit, ○ right or ● right for a dot right of it, ○ below or ● below for one below it " +
		"(pressed again, a dot goes), Delete to clear it.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{cellgrid.NewSideGrid(g, dots)} },
	Own: &cellgrid.Own[*Puzzle]{
		Text: cellgrid.SideText[*Puzzle],
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{pzl.Form(func(url string) (*Puzzle, error) { return readURL(s, url) }, "kropki")}
		},
		Keep:     cellgrid.KeepSides[*Puzzle],
		Expected: "a grid with dots between its cells or a puzz.link kropki URL",
		Check:    (*Puzzle).board,
		Size:     size,
	},
}

//go:embed examples.txt
var examples string

// Type is the Kropki puzzle type; Parse reads a Kropki puzzle in any of
// its formats (see the package documentation).
var Type, Parse, _ = spec.Declare(examples, generator)

// Puzzle is a Kropki board: Cells[r][c] is Blank or a given digit, Sides
// the dots between cells.
type Puzzle struct{ cellgrid.SideGrid }

// New returns an empty n x n board without dots.
func New(n int) (*Puzzle, error) { return spec.New(n, n) }

// Answer is the digits: {"grid": [[1, 2, ...], ...]}, null for a cell a
// partial answer does not know.
type Answer = cellgrid.NumberGrid

// board refuses a board that is not square or too large, and a given
// digit above its side.
func (p *Puzzle) board() error {
	size := p.Size()
	if size.Rows != size.Cols || size.Rows > MaxSide {
		return fmt.Errorf("the board is square, 1x1 to %dx%d, this one is %dx%d", MaxSide, MaxSide, size.Cols, size.Rows)
	}
	for _, pos := range size.Cells() {
		if v := p.At(pos); v != Blank && v > size.Rows {
			return fmt.Errorf("the %d at %s is more than %d, the side of the board", v, puzzles.CellName(pos), size.Rows)
		}
	}
	return nil
}

// size is Own.Size: a square board, 1x1 to MaxSide x MaxSide.
func size(rows, _ int) (int, int, error) {
	if rows < 1 || rows > MaxSide {
		return 0, 0, fmt.Errorf("the board is 1x1 to %dx%d, not %dx%d", MaxSide, MaxSide, rows, rows)
	}
	return rows, rows, nil
}

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

// sides is the number of sides between two cells of a rows x cols board:
// pzprjs's borders, first those right of a cell (row by row), then those
// below one.
func sides(rows, cols int) int { return (cols-1)*rows + cols*(rows-1) }

// side returns the cell left of or above pzprjs's border i and whether the
// border is below it.
func side(i, rows, cols int) (grid.Pos, bool) {
	if i < (cols-1)*rows {
		return grid.Pos{R: i / (cols - 1), C: i % (cols - 1)}, false
	}
	i -= (cols - 1) * rows
	return grid.Pos{R: i / cols, C: i % cols}, true
}

// readURL reads a puzz.link kropki URL: a dot (0 none, 1 white, 2 black)
// on every border, three to a base-27 digit (pzprjs's
// decodeCircle_kropki). puzz.link gives no digits.
func readURL(s *cellgrid.Spec[*Puzzle], url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "kropki")
	if err != nil {
		return nil, err
	}
	if u.Rows != u.Cols || u.Rows < 1 || u.Rows > MaxSide {
		return nil, puzzles.Errorf(0, 0, "URL: the board is square, 1x1 to %dx%d, not %dx%d", MaxSide, MaxSide, u.Cols, u.Rows)
	}
	n := sides(u.Rows, u.Cols)
	if u.Body == "" && n > 0 {
		return nil, puzzles.Errorf(0, 0, "URL body is missing: expected the dots of the board's %d sides between cells after the size", n)
	}
	marks, err := pzl.DecodeCircles(u.Body, n)
	if err != nil {
		return nil, err
	}
	if len(marks) < n {
		return nil, puzzles.Errorf(0, 0, "URL body ends after %d of the board's %d sides between cells (is the URL cut short?)", len(marks), n)
	}
	cells, _ := puzzles.NewGrid(u.Rows, u.Cols, Blank)
	p := s.Wrap(cells)
	for i, v := range marks {
		pos, down := side(i, u.Rows, u.Cols)
		cellgrid.Between{A: pos, Down: down}.Set(p.Sides, v)
	}
	return p, nil
}

// url writes the puzz.link URL as pzprjs does; ok is false when the board
// has a given digit, which puzz.link cannot write.
func (p *Puzzle) url() (string, bool) {
	if len(p.Grid.Clues()) > 0 {
		return "", false
	}
	size := p.Size()
	marks := make([]int, sides(size.Rows, size.Cols))
	for i := range marks {
		pos, down := side(i, size.Rows, size.Cols)
		if down {
			marks[i] = p.Sides.Down[pos.R][pos.C]
		} else {
			marks[i] = p.Sides.Right[pos.R][pos.C]
		}
	}
	return pzl.Join("kropki", size.Cols, size.Rows, pzl.EncodeCircles(marks)), true
}

// Written implements puzzles.FormWriter: the puzz.link URL, left out when
// the board has given digits.
func (p *Puzzle) Written() []puzzles.Written {
	if u, ok := p.url(); ok {
		return []puzzles.Written{{Form: puzzles.URLForm, Text: u}}
	}
	return nil
}

// Scene draws the board as Grid.Scene does (under first), then the dots:
// a white disc ringed in ink or an ink disc at the middle of each side.
func (p *Puzzle) Scene(under func(s *draw.Scene)) draw.Scene {
	sc := p.Grid.Scene(under)
	for _, s := range p.All() {
		if s.V == 0 {
			continue
		}
		x, y := float64(s.B.C+s.A.C+1)/2, float64(s.B.R+s.A.R+1)/2
		fill := draw.Background
		if s.V == Black {
			fill = draw.Ink
		}
		sc.Add(draw.Item{Kind: draw.Circle, X: x, Y: y, R: 0.13, Fill: fill, Stroke: draw.Ink, Width: 0.04})
	}
	return sc
}
