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

// New returns an all-white rows x cols board.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, White))
}

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
