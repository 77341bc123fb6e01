package slitherlink

import (
	"errors"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlValues are Slitherlink's cells in a URL: an empty cell has no clue;
// '?' clues and clues out of range are refused.
var urlValues = pzl.Values{Empty: None, Unknown: None, Refuse: urlRefuse}

// ParseURL reads https://puzz.link/p?slither/COLS/ROWS/BODY (or pzv.jp).
// The body lists cells in reading order: '0'–'4' a clue, '5'–'9' and
// 'a'–'e' a clue (minus 5 or 10) followed by one or two cells without a
// clue, 'g'–'z' 1 to 20 cells without one. Cells past its end have none.
// The "full" variant (a flag before the size) and '.' ("?" clues) are
// refused.
func ParseURL(url string) (*Puzzle, error) {
	return puzzles.Of[Puzzle](pzl.ReadGrid(url, []string{"slither"}, pzl.Decode4Cell, urlValues))
}

// urlRefuse refuses '?' clues and clues out of range.
func urlRefuse(v int) error {
	if v == pzl.Unknown {
		return errors.New("'?' clues (unknown numbers) are not supported")
	}
	return checkClue(v)
}

// URL returns the puzzle as a puzz.link slither URL.
func (p *Puzzle) URL() string { return pzl.WriteGrid("slither", p.Cells, pzl.Encode4Cell, urlValues) }
