package slitherlink

import (
	"errors"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// isURL reports whether t looks like a puzz.link slither URL.
func isURL(t string) bool { return pzl.Is(t, "slither") }

// ParseURL reads https://puzz.link/p?slither/COLS/ROWS/BODY (or pzv.jp).
// The body lists cells in reading order: '0'–'4' a clue, '5'–'9' and
// 'a'–'e' a clue (minus 5 or 10) followed by one or two cells without a
// clue, 'g'–'z' 1 to 20 cells without one. Cells past its end have none.
// The "full" variant (a flag before the size) and '.' ("?" clues) are
// refused.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "slither")
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
	return p, pzl.Place(p.Cells, cells, urlClue)
}

// urlClue maps a decoded cell onto a clue or None.
func urlClue(v int) (int, error) {
	switch v {
	case pzl.Empty:
		return None, nil
	case pzl.Unknown:
		return 0, errors.New("'?' clues (unknown numbers) are not supported")
	}
	return v, checkClue(v)
}

// URL returns the puzzle as a puzz.link slither URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	cells := pzl.Flat(p.Cells)
	for i, v := range cells {
		if v == None {
			cells[i] = pzl.Empty
		}
	}
	return pzl.Join("slither", size.Cols, size.Rows, pzl.Encode4Cell(cells))
}
