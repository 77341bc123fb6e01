package starbattle

import (
	_ "embed"
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
)

// spec declares Star Battle: a square board of regions, no clues in its
// cells, the star count in the header.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "starbattle", Title: "Star Battle / Queens",
	Rules:   "Place K stars in every row, every column and every region. Stars never touch, not even at a corner.",
	Symbols: cellgrid.NoClues(),
	Help: "Select a cell and press a region letter to put it in that region (a letter not on the board yet starts a new one); Delete takes it out. " +
		"Stars − and + set how many stars every row, column and region holds.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{regions.For(g), 1} },
	Own: cellgrid.RegionOwn(regions, cellgrid.Square("Star Battle", &cellgrid.Own[*Puzzle]{
		Expected: "a region-letter grid or a puzz.link starbattle URL",
		Usage:    "#starbattle stars=K", Options: stars.Read,
		Keep: func(from, to *Puzzle) { to.K = from.K },
	})),
}

// regions are Star Battle's: K stars each; the header says "stars=K",
// and a puzz.link URL's body starts with "K/".
var regions = &cellgrid.RegionRule{
	Clue:   func(p puzzles.Instance, _ int) string { return starCount(p.(*Puzzle).K) },
	Words:  func(p puzzles.Instance) []string { return []string{stars.Word(p.(*Puzzle))} },
	URL:    []string{"starbattle"},
	Before: stars.Before, ReadBefore: stars.ReadBefore,
}

// stars is the star count K: "stars=K" in the header, the pad's - and +.
var stars = &cellgrid.Setting[*Puzzle]{
	Name: "stars", Form: "stars=K", Noun: "a star count", Lo: 1, Hi: puzzles.MaxSide,
	Label: func(k int) string { return fmt.Sprintf("Stars: %d", k) },
	Get:   func(p *Puzzle) int { return p.K },
	Set:   func(p *Puzzle, k int) { p.K = k },
	Check: func(p *Puzzle, k int) error {
		switch n := p.Size().Rows; {
		case k < 1:
			return fmt.Errorf("every row, column and region holds at least 1 star")
		case k > MaxStars(n):
			return fmt.Errorf("at most %s per row fit a %dx%d board", starCount(MaxStars(n)), n, n)
		}
		return nil
	},
}

//go:embed examples.txt
var examples string

// Type is the Star Battle puzzle type; Parse reads a Star Battle puzzle
// in any of its formats (see the package documentation), and New returns
// an n x n board (rows must equal cols) with one star per row, column
// and region and no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a square board divided into regions (Region[r][c], see
// cellgrid.Regioned), with K stars to place in every row, column and
// region.
type Puzzle struct {
	cellgrid.Regioned
	K int // stars per row, column and region
}

// MaxStars returns the largest star count that fits an n x n board: two
// neighbouring rows hold 2K stars, and a 2 x n strip splits into (n+1)/2
// blocks of at most two columns, each holding at most one star.
func MaxStars(n int) int {
	if n == 1 {
		return 1
	}
	return (n + 1) / 2 / 2
}

// Validate implements puzzles.Validator: a star count that fits the
// board, every cell in a region, each region whole, one region a row.
func (p *Puzzle) Validate() error {
	n := p.Size().Rows
	if k := MaxStars(n); p.K > k {
		return fmt.Errorf("%s per row do not fit a %dx%d board: at most %d, since two neighbouring rows hold at most %d stars that do not touch", starCount(p.K), n, n, k, (n+1)/2)
	}
	if err := p.CheckRegions(1, ""); err != nil {
		return err
	}
	if ids := p.IDs(); len(ids) != n {
		return fmt.Errorf("the board has %d regions; a %dx%d board needs %d, one per row", len(ids), n, n, n)
	}
	return nil
}

// starCount words a star count: "1 star", "2 stars".
func starCount(k int) string { return puzzles.Counted(k, "star", "stars") }

// Edit implements puzzles.Editable: + (or =) raises and - lowers the
// number of stars per row, column and region; other keys edit the
// regions (cellgrid.Regioned.Edit).
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if q, ok, err := stars.Edit(p, key); ok {
		return q, err
	}
	return p.Regioned.Edit(t, key)
}

// Keys implements puzzles.Editable: the regions' keys, then the star
// count's - and +.
func (p *Puzzle) Keys() []puzzles.Key { return append(p.Regioned.Keys(), stars.PadKeys(p)...) }

// SizeFields implements puzzles.Sized: the side (the board is square).
func (p *Puzzle) SizeFields() []puzzles.SizeField { return puzzles.Side(p.Size().Rows) }

// Answer is a placement of stars: {"stars": [[r, c], ...], "grid":
// [...]}, the stars in reading order and the picture Text prints, a row
// a string, '*' a star, '.' an empty cell and '?' a cell not known (in a
// partial answer).
type Answer = cellgrid.Marks[names]

type names struct{}

func (names) Names() (on, off string) { return "stars", "" }

func (names) Words() (on, off, onWords, offWords string) {
	return "star", "no star", "holds a star", "holds no star"
}
