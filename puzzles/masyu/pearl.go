package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// pearlParams are Pearl's parameters after the size: the difficulty (e
// or t) and n ("no unique solution"), both checked and ignored.
var pearlParams = []tatham.Param{tatham.OneOf('d', "et"), tatham.Flag('n')}

// isGameID reports whether t starts like a Pearl game ID.
func isGameID(t string) bool { return tatham.IsID(t, tatham.Lower) }

// ParseGameID reads a Simon Tatham Pearl game ID, "W[xH][dX][n]:DESC":
// DESC lists the cells in reading order, 'W' a white pearl, 'B' a black
// one, 'a'–'z' 1 to 26 empty cells.
func ParseGameID(id string) (*Puzzle, error) {
	_, cells, err := tatham.Board(id, pearlParams, Empty, pearl)
	return puzzles.Of[Puzzle](cells, err)
}

// pearl reads one pearl of a game ID's description.
func pearl(ch rune) (int, error) {
	switch ch {
	case 'W':
		return White, nil
	case 'B':
		return Black, nil
	}
	return 0, tatham.Unexpected(ch, "'W', 'B' or a-z")
}

// GameID returns the puzzle as a Pearl game ID.
func (p *Puzzle) GameID() string {
	return tatham.BoardID("", p.Cells, Empty, cellChar)
}
