package hashi

import (
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// gameParams are Bridges' parameters after the size: the generator's
// island count (i), expansion (e) and difficulty (d), which are checked
// and ignored, the most bridges per pair (m) and no loops (L).
var gameParams = []tatham.Param{tatham.Number('i'), tatham.Number('e'), tatham.Number('m'), tatham.Flag('L'), tatham.Number('d')}

// gameLetters are the letters of Bridges' parameters.
const gameLetters = "iemLd"

// ParseGameID reads a Simon Tatham Bridges game ID:
// "W[xH][iN][eN][mN][L][dN]:" and then the cells in reading order: 'a'–'z'
// for 1 to 26 water cells, '1'–'9' and 'A'–'G' an island of 1 to 16.
// mN is the most bridges per pair (default 2), L forbids loops.
func ParseGameID(id string) (*Puzzle, error) {
	params, cells, err := tatham.Board(id, gameParams, Water, island)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Board: puzzles.Board[int]{Cells: cells}, Max: 2, Loops: !params.Has('L')}
	if n, ok := params.Number('m'); ok {
		if n < 1 || n > MaxBridges {
			return nil, puzzles.Errorf(0, 0, "game ID: m%d: expected 1 to %d bridges per pair", n, MaxBridges)
		}
		p.Max = n
	}
	return p, nil
}

// island reads one island of a game ID's description.
func island(ch rune) (int, error) {
	if v := cellValue(ch); v > 0 {
		return v, nil
	}
	return 0, tatham.Unexpected(ch, "a–z, 1–9 or A–G")
}

// GameID returns the puzzle as a Bridges game ID, or "" when an island's
// number is unknown (the format has no way to say so).
func (p *Puzzle) GameID() string {
	if slices.ContainsFunc(p.Cells, func(row []int) bool { return slices.Contains(row, Unknown) }) {
		return ""
	}
	params := "m" + strconv.Itoa(p.Max)
	if !p.Loops {
		params += "L"
	}
	return tatham.BoardID(params, p.Cells, Water, cellChar)
}
