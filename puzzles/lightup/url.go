package lightup

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlKeys are the puzzle names puzz.link uses for Light Up.
var urlKeys = []string{"akari", "lightup"}

// urlValues are Light Up's cells in a URL: an empty cell is white, an
// unknown number a plain black cell.
var urlValues = pzl.Values{Empty: White, Unknown: Black}

// ParseURL reads https://puzz.link/p?akari/COLS/ROWS/BODY (or lightup/).
// The body lists cells in reading order: '0'–'4' a numbered black cell,
// '5'–'9' and 'a'–'e' the same number (minus 5 or 10) followed by one or
// two white cells, '.' a black cell without a number, 'g'–'z' 1 to 20
// white cells. Cells past the body's end are white.
func ParseURL(url string) (*Puzzle, error) {
	return puzzles.Of[Puzzle](pzl.ReadGrid(url, urlKeys, pzl.Decode4Cell, urlValues))
}

// URL returns the puzzle as a puzz.link akari URL.
func (p *Puzzle) URL() string { return pzl.WriteGrid("akari", p.Cells, pzl.Encode4Cell, urlValues) }
