package lightup

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Parse reads a Light Up puzzle in any of its formats, told apart by their
// look:
//   - a puzz.link URL (…?akari/COLS/ROWS/BODY or …?lightup/…);
//   - a Tatham Light Up game ID (WxH:…, parameters such as 14x14b20s2d2);
//   - a text grid, one line per row, after an optional "#lightup" header:
//     '.' white, '#' black, '0'–'4' a numbered black cell.
func Parse(text string) (*Puzzle, error) { return forms.Parse(text) }

// forms are Light Up's formats.
var forms = formats.Set[*Puzzle]{
	Expected: "a grid, a Light Up game ID or a puzz.link URL",
	Forms:    []formats.Form[*Puzzle]{pzl.Form(ParseURL, urlKeys...), tatham.Form(ParseGameID, tatham.Lower)},
	Text:     formats.Cells[Puzzle](textCell),
	Headers:  []string{"lightup", "akari"},
}

// textCell reads one cell of the text grid.
func textCell(ch rune) (int, error) {
	switch {
	case ch == '.' || ch == '_':
		return White, nil
	case ch == '#' || ch == 'B' || ch == 'x' || ch == 'X':
		return Black, nil
	case ch >= '0' && ch <= '4':
		return int(ch - '0'), nil
	case ch >= '5' && ch <= '9':
		return 0, fmt.Errorf("number %c: a black cell has at most 4 neighbours", ch)
	}
	return 0, fmt.Errorf("unexpected %q: expected '.', '#' or a number 0 to 4", ch)
}

// gameParams are Light Up's parameters after the size: the generator's
// settings (black percentage, symmetry, difficulty), checked and ignored.
var gameParams = []tatham.Param{tatham.Number('b'), tatham.Number('s'), tatham.Flag('r'), tatham.Number('d')}

// ParseGameID reads a Simon Tatham Light Up game ID: "W[xH][bN][sN][r][dN]:"
// and then the cells in reading order: 'a'–'z' for 1 to 26 white cells,
// 'B' for a black cell, '0'–'4' for a numbered black cell.
func ParseGameID(id string) (*Puzzle, error) {
	_, cells, err := tatham.Board(id, gameParams, White, gameCell)
	return puzzles.Of[Puzzle](cells, err)
}

// gameCell reads one black cell of a game ID's description.
func gameCell(ch rune) (int, error) {
	switch {
	case ch == 'B':
		return Black, nil
	case ch >= '0' && ch <= '4':
		return int(ch - '0'), nil
	}
	return 0, tatham.Unexpected(ch, "'B', 0 to 4 or a-z")
}

// GameID returns the puzzle as a Light Up game ID.
func (p *Puzzle) GameID() string {
	return tatham.BoardID("", p.Cells, White, gameChar)
}

// gameChar writes one black cell of a game ID's description.
func gameChar(v int) byte {
	if v == Black {
		return 'B'
	}
	return byte('0' + v)
}
