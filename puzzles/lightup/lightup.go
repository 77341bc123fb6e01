package lightup

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Cell values besides the numbers 0 to 4 of numbered black cells.
const (
	White = -1 // a cell to light
	Black = -2 // a black cell without a number
)

// Puzzle is a Light Up (Akari) board: Cells[r][c] is White, Black or the
// number 0 to 4 of a numbered black cell.
type Puzzle struct {
	puzzles.Board[int]
}

// Type is the Light Up puzzle type.
type Type struct{}

// The parts of the contract that this type implements.
var (
	_ puzzles.Instance  = (*Puzzle)(nil)
	_ puzzles.Type      = Type{}
	_ puzzles.Generator = Type{}
	_ puzzles.Decoder   = (*encoding)(nil)
)

// Name implements puzzles.Type.
func (Type) Name() string { return "lightup" }

// Title implements puzzles.Type.
func (Type) Title() string { return "Light Up / Akari" }

// Parse implements puzzles.Type.
func (Type) Parse(text string) (puzzles.Instance, error) { return puzzles.Guard(text, Parse) }

// New implements puzzles.Type.
func (Type) New(rows, cols int) (puzzles.Instance, error) { return puzzles.Wrap(New(rows, cols)) }

// New returns an all-white rows x cols board.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, White))
}

// TypeName implements puzzles.Instance.
func (p *Puzzle) TypeName() string { return "lightup" }

// At returns the cell at pos; off the board counts as Black.
func (p *Puzzle) At(pos grid.Pos) int {
	if !p.Size().In(pos) {
		return Black
	}
	return p.Cells[pos.R][pos.C]
}

// Clues implements puzzles.Instance: the numbered black cells.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(v int) string {
		if v < 0 {
			return ""
		}
		return strconv.Itoa(v)
	})
}

// Without implements puzzles.Instance: the given numbers removed, their
// cells left black.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return &Puzzle{p.Dropped(p.Clues(), drop, Black)}
}

// Detect implements puzzles.Type: a "#lightup" or "#akari" header, a
// puzz.link akari or lightup URL, or a valid Light Up game ID.
func (Type) Detect(text string) bool { return forms.Detect(text) }

// Examples implements puzzles.Type.
func (Type) Examples() []puzzles.Example {
	return []puzzles.Example{
		{Name: "puzz.link 6x6", Text: "https://puzz.link/p?akari/6/6/nekcakbl"},
		{Name: "Text grid 7x7", Text: text7},
		{Name: "Light Up 10x10", Text: "10x10:jBBc0b3d0l1c3bBaBa2d2a3aBb1cBl0d1b1cBBj"},
		{Name: "Light Up 14x14 hard", Text: lightup14},
		{Name: "Light Up 14x14 hard, no symmetry", Text: lightup14b},
		{Name: "Light Up 25x25 hard", Text: lightup25},
	}
}

// text7 is Tatham's 7x7:k0b0a2aBdBaBdBaBa3b2k as a text grid.
const text7 = `#lightup
.......
....0..
0.2.#..
..#.#..
..#.#.3
..2....
.......
`

// Light Up game IDs made by Simon Tatham's generator (lightup.c,
// new_game_desc; parameters 14x14b20s2d2, 14x14b20s0d2, 25x25b20s2d2).
const (
	lightup14  = "14x14:a10b1dB0cBd2a2i2a1aBaBe1h0aB1c1gBcBcB1eBdBa0nBa1d1e0Bc1c3gBc13aBhBe1aBaBa1i1a0d2c1BdBb11a"
	lightup14b = "14x14:aBa2f0fBeBBeBBb0f11B1BdBd1e2eBc11bBBa1bBh0a1cB2d1c11b1b2BBeBBn1aBaBc0c1f1b0bBc3hBaBhBi"
	lightup25  = "25x25:a0cBa2bBbBBBa1fBgBd0Bg22aBf10BBbBBaBaBg0bBhBeBaB3f2bBB1aBaB1aBa1bBe2fBBb1B2aBcBbBaBBBaBd2BcBd2aBbBb2aBa1cBbBBaBa0cBBBaBaBBbBB1bBBeBaBBaBBeBf2bB2aBB1eB0bBBgB0a2dBdB10BBBa0BBcBgBb2bBBkBBb1b2g2cBBBa1BBB1BdBdBaBBgBBbBBeBB0aBBbBfBe20aBBa2eBBb3B1bBBa2aBB0c2aBaBBbBc1aBaBbBb1aBd0cBBd0aBB1a1bBc1aBBBb11f1eBbBaBaBBaBaB11b0fB1a2eBh0bBg1a2aBBbBBBBf2aB1gBBdBgBf2aBBBb1b1a2c2a"
)
