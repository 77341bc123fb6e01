package slitherlink

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// loopyGrids names Loopy's grid types by their number in a game ID
// ("t2" is Honeycomb). Only the square grid, t0, is supported.
var loopyGrids = []string{
	"Squares", "Triangular", "Honeycomb", "Snub-Square", "Cairo", "Great-Hexagonal",
	"Octagonal", "Kites", "Floret", "Dodecagonal", "Great-Dodecagonal", "Penrose (kite/dart)",
	"Penrose (rhombs)", "Great-Great-Dodecagonal", "Kagome", "Compass-Dodecagonal", "Hats", "Spectres",
}

// loopyParams are Loopy's parameters after the size: the grid type and
// the difficulty (e, n, t or h), which is checked and ignored.
var loopyParams = []tatham.Param{tatham.Number('t'), tatham.OneOf('d', "enth")}

// isGameID reports whether t starts like a Loopy game ID.
func isGameID(t string) bool { return tatham.IsID(t, tatham.Lower) }

// ParseGameID reads a Simon Tatham Loopy game ID, "W[xH][tN][dX]:DESC":
// the grid type N must be 0 (squares); the difficulty X (e, n, t or h) is
// checked and ignored. DESC lists the cells in reading order: '0'–'3' a
// clue, 'a'–'z' 1 to 26 cells without one.
func ParseGameID(id string) (*Puzzle, error) {
	params, cells, err := tatham.Board(id, loopyParams, None, loopyClue)
	if t, ok := params.Number('t'); ok {
		if err := gridType(t); err != nil {
			return nil, puzzles.Errorf(0, 0, "game ID: %v", err)
		}
	}
	return puzzles.Of[Puzzle](cells, err)
}

// loopyClue reads one clue of a game ID's description.
func loopyClue(ch rune) (int, error) {
	n, err := strconv.ParseInt(string(ch), 36, 0)
	if err != nil {
		return 0, tatham.Unexpected(ch, "a clue 0 to 3 or a-z")
	}
	return int(n), checkClue(int(n))
}

// gridType refuses every Loopy grid type but squares, by name.
func gridType(t int) error {
	switch {
	case t == 0:
		return nil
	case t < len(loopyGrids):
		return fmt.Errorf("the Loopy grid type %d (%s) is not supported: only the square grid (t0) is", t, loopyGrids[t])
	}
	return fmt.Errorf("unknown Loopy grid type %d: Loopy's types are 0 to %d, and only the square grid (t0) is supported", t, len(loopyGrids)-1)
}

// GameID returns the puzzle as a Loopy game ID on the square grid.
func (p *Puzzle) GameID() string {
	return tatham.BoardID("t0", p.Cells, None, clueChar)
}
