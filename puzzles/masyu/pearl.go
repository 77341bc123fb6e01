package masyu

import (
	"strings"

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
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	size, err := tatham.ReadParams(params, pearlParams...)
	if err != nil {
		return nil, err
	}
	return board(tatham.Cells(desc, len(params)+2, size.W, size.H, Empty, pearl))
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
	size := p.Size()
	return tatham.ID(size.Cols, size.Rows, "", tatham.Desc(p.Cells, Empty, cellChar))
}
