package hashi

import (
	"errors"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlValues are Hashiwokakero's cells in a URL: an empty cell is water,
// '.' an island of unknown number; an island 0 is refused.
var urlValues = pzl.Values{Empty: Water, Unknown: Unknown, Refuse: noZero}

// ParseURL reads https://puzz.link/p?hashi/COLS/ROWS/BODY, the genre
// also named hashikake or bridges. The body lists every cell in reading
// order: '0'–'9' and 'a'–'f' an island of that hex number, '-' and 2 hex
// digits a larger one, '.' an island of unknown number, 'g'–'z' 1 to 20
// water cells. puzz.link's rules: at most 2 bridges per pair, loops
// allowed.
func ParseURL(url string) (*Puzzle, error) {
	cells, err := pzl.ReadGrid(url, []string{"hashi"}, pzl.DecodeNumber16, urlValues)
	if err != nil {
		return nil, err
	}
	return usual(puzzles.Board[int]{Cells: cells}), nil
}

// noZero refuses an island 0.
func noZero(v int) error {
	if v == 0 {
		return errors.New("island 0: an island has at least 1 bridge")
	}
	return nil
}

// URL returns the puzzle as a puzz.link URL under the name pzprjs writes,
// "hashi". puzz.link knows no other rules than 2 bridges per pair with
// loops allowed; the URL of a puzzle with other rules is the same board
// under puzz.link's.
func (p *Puzzle) URL() string {
	return pzl.WriteGrid("hashi", p.Cells, pzl.EncodeNumber16, urlValues)
}
