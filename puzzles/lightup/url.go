package lightup

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// urlKeys are the puzzle names puzz.link uses for Light Up.
var urlKeys = []string{"akari", "lightup"}

// isURL reports whether t looks like a puzz.link akari or lightup URL.
func isURL(t string) bool { return pzl.Is(t, urlKeys...) }

// ParseURL reads https://puzz.link/p?akari/COLS/ROWS/BODY (or lightup/).
// The body lists cells in reading order: '0'–'4' a numbered black cell,
// '5'–'9' and 'a'–'e' the same number (minus 5 or 10) followed by one or
// two white cells, '.' a black cell without a number, 'g'–'z' 1 to 20
// white cells. Cells past the body's end are white.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, urlKeys...)
	if err != nil {
		return nil, err
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	cells, err := pzl.Decode4Cell(u.Body, u.Rows*u.Cols)
	if err != nil {
		return nil, err
	}
	return p, pzl.Place(p.Cells, cells, func(v int) (int, error) { return urlCell(v), nil })
}

// urlCell maps a decoded cell onto a cell value: an empty cell is white,
// an unknown number a plain black cell.
func urlCell(v int) int {
	switch v {
	case pzl.Empty:
		return White
	case pzl.Unknown:
		return Black
	}
	return v
}

// URL returns the puzzle as a puzz.link akari URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	cells := pzl.Flat(p.Cells)
	for i, v := range cells {
		switch v {
		case White:
			cells[i] = pzl.Empty
		case Black:
			cells[i] = pzl.Unknown
		}
	}
	return pzl.Join("akari", size.Cols, size.Rows, pzl.Encode4Cell(cells))
}
