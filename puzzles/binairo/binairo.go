package binairo

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Cell values, as written in the text grid.
const (
	Empty = '.'
	White = '0'
	Black = '1'
)

// Puzzle is a grid of given black and white cells: Cells[r][c] is
// Black, White or Empty.
type Puzzle struct {
	puzzles.Board[byte]
	Unique bool // rows must differ from each other, and columns too
}

// New returns an empty rows x cols grid, odd sides rounded up (both
// sides of a Binairo grid are even).
func New(rows, cols int) (*Puzzle, error) {
	rows += rows % 2
	cols += cols % 2
	if err := checkSize(rows, cols); err != nil {
		return nil, err
	}
	b, err := puzzles.NewBoard(rows, cols, byte(Empty))
	if err != nil {
		return nil, err
	}
	return &Puzzle{Board: b}, nil
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

// Rows returns the number of rows.
func (p *Puzzle) Rows() int { return p.Size().Rows }

// Cols returns the number of columns.
func (p *Puzzle) Cols() int { return p.Size().Cols }

// Equal reports whether two puzzles are the same.
func (p *Puzzle) Equal(q *Puzzle) bool { return p.String() == q.String() }

// with returns a copy of p whose cells are b.
func (p *Puzzle) with(b puzzles.Board[byte]) *Puzzle { return &Puzzle{Board: b, Unique: p.Unique} }

// Clues implements puzzles.Instance: the given cells in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueListExcept(Empty, func(v byte) string { return string(v) })
}

// Without implements puzzles.Instance: the puzzle with the givens at the
// given indices of Clues() emptied.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return p.with(p.Dropped(p.Clues(), drop, Empty))
}

// rc names a cell for messages: "r1c2" (1-based).
func rc(r, c int) string { return fmt.Sprintf("r%dc%d", r+1, c+1) }

// Detect implements puzzles.Type: a "#binairo" header, or a Tatham
// Unruly game ID whose description fits its size exactly.
func (Type) Detect(text string) bool { return forms.Detect(text) }
