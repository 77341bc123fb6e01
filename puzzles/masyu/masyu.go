package masyu

import (
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Cell values (as puzz.link numbers them).
const (
	Empty = 0
	White = 1 // a white pearl
	Black = 2 // a black pearl
)

// Puzzle is a Masyu board: Cells[r][c] is Empty, White or Black.
type Puzzle struct {
	puzzles.Board[int]
}

// New returns an empty rows x cols board.
func New(rows, cols int) (*Puzzle, error) {
	return puzzles.Of[Puzzle](puzzles.NewGrid(rows, cols, Empty))
}

// pearlName names a cell value for clues and messages.
func pearlName(v int) string { return [3]string{"empty", "white", "black"}[v] }

// Clues implements puzzles.Instance: the pearls in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueListExcept(Empty, pearlName)
}

// Without implements puzzles.Instance: the given pearls removed.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return &Puzzle{p.Dropped(p.Clues(), drop, Empty)}
}

// Detect implements puzzles.Type: a "#masyu" header, a puzz.link
// mashu or masyu URL, or a Pearl game ID with a white pearl or Pearl's
// difficulty letter (one with black pearls only could be Light Up's).
func (Type) Detect(text string) bool {
	t := strings.TrimSpace(text)
	params, desc, _ := strings.Cut(t, ":")
	sure := !isGameID(t) || strings.Contains(desc, "W") || strings.Contains(params, "de") || strings.Contains(params, "dt")
	return sure && forms.Detect(t)
}
