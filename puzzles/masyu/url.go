package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlKeys are the puzzle names puzz.link and its mirrors use for Masyu.
var urlKeys = []string{"mashu", "masyu", "pearl"}

// urlValues read a URL's cells: the circle codec's 0, 1 and 2 are
// Masyu's Empty, White and Black, and cells past the body are Empty.
var urlValues = pzl.Values{Empty: Empty, Unknown: Empty}

// ParseURL reads https://puzz.link/p?mashu/COLS/ROWS/BODY (or masyu/,
// pearl/, pzv.jp). The body packs three cells into each base-27 digit
// (0 empty, 1 white, 2 black; the first cell weighs 9). The "full"
// variant (a flag before the size) is refused.
func ParseURL(url string) (*Puzzle, error) {
	return puzzles.Of[Puzzle](pzl.ReadGrid(url, urlKeys, pzl.DecodeCircles, urlValues))
}

// URL returns the puzzle as a puzz.link mashu URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	return pzl.Join("mashu", size.Cols, size.Rows, pzl.EncodeCircles(pzl.Flat(p.Cells)))
}
