package hashi

import (
	"errors"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// isURL reports whether t looks like a puzz.link hashikake URL.
func isURL(t string) bool { return pzl.Is(t, "hashikake") }

// ParseURL reads https://puzz.link/p?hashikake/COLS/ROWS/BODY. The body
// lists cells in reading order: '0'–'9' and 'a'–'f' an island of that hex
// number, '-' and 2 hex digits a larger one, '.' an island of unknown
// number, 'g'–'z' 1 to 20 water cells. Cells past the body's end are
// water. puzz.link's rules: at most 2 bridges per pair, loops allowed.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "hashikake")
	if err != nil {
		return nil, err
	}
	p, err := New(u.Rows, u.Cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	cells, err := pzl.DecodeNumber16(u.Body, u.Rows*u.Cols)
	if err != nil {
		return nil, err
	}
	return p, pzl.Place(p.Cells, cells, urlCell)
}

// urlCell maps a decoded cell onto water, an unknown island or a number.
func urlCell(v int) (int, error) {
	switch v {
	case pzl.Empty:
		return Water, nil
	case pzl.Unknown:
		return Unknown, nil
	case 0:
		return 0, errors.New("island 0: an island has at least 1 bridge")
	}
	return v, nil
}

// URL returns the puzzle as a puzz.link hashikake URL. puzz.link knows no
// other rules than 2 bridges per pair with loops allowed; the URL of a
// puzzle with other rules is the same board under puzz.link's.
func (p *Puzzle) URL() string {
	size := p.Size()
	cells := pzl.Flat(p.Cells)
	for i, v := range cells {
		switch v {
		case Water:
			cells[i] = pzl.Empty
		case Unknown:
			cells[i] = pzl.Unknown
		}
	}
	return pzl.Join("hashikake", size.Cols, size.Rows, pzl.EncodeNumber16(cells))
}
