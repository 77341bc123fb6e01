package sudoku

import (
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// isURL reports whether t looks like a puzz.link (pzprjs) URL.
func isURL(t string) bool {
	return strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") || strings.Contains(t, "?sudoku/")
}

// ParseURL reads a puzz.link URL, "https://puzz.link/p?sudoku/9/9/BODY"
// (pzv.jp and other pzprjs hosts alike). The boxes are pzprjs's: 2x2 for
// 4, 2x3 for 6, 3x3 for 9, 4x4 for 16, 5x5 for 25. BODY codes the givens
// in reading order: a hex digit 0..f is a value, "-" and two hex digits a
// value up to 255, "." an unknown value (read as empty), and g..z skip
// 1..20 cells.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "sudoku")
	if err != nil {
		return nil, err
	}
	if u.Cols != u.Rows {
		return nil, fmt.Errorf("puzz.link sudoku is %dx%d; it must be square", u.Cols, u.Rows)
	}
	br, bc, err := urlBoxes(u.Cols)
	if err != nil {
		return nil, err
	}
	p := newBoxed(u.Cols, br, bc)
	cells, err := pzl.DecodeNumber16(u.Body, p.N*p.N)
	if err != nil {
		return nil, err
	}
	return p, pzl.Place(p.Grid, cells, p.urlGiven)
}

// urlBoxes returns pzprjs's box shape for a side.
func urlBoxes(n int) (int, int, error) {
	switch n {
	case 4, 9, 16, 25:
		s := map[int]int{4: 2, 9: 3, 16: 4, 25: 5}[n]
		return s, s, nil
	case 6:
		return 2, 3, nil
	}
	return 0, 0, fmt.Errorf("puzz.link sudoku of side %d: pzprjs has boxes for sides 4, 6, 9, 16 and 25", n)
}

// urlGiven maps a decoded cell onto a given: an unknown value is empty.
func (p *Puzzle) urlGiven(v int) (int, error) {
	switch {
	case v == pzl.Empty || v == pzl.Unknown:
		return 0, nil
	case v > p.N:
		return 0, fmt.Errorf("%d is above %d", v, p.N)
	}
	return v, nil
}

// URL returns the puzzle as a puzz.link URL, or "" when pzprjs cannot
// show it (variants, or boxes other than its own).
func (p *Puzzle) URL() string {
	br, bc, err := urlBoxes(p.N)
	if err != nil || p.Jigsaw() || p.X || p.Killer() || br != p.BoxRows || bc != p.BoxCols {
		return ""
	}
	cells := pzl.Flat(p.Grid)
	for i, v := range cells {
		if v == 0 {
			cells[i] = pzl.Empty
		}
	}
	return pzl.Join("sudoku", p.N, p.N, pzl.EncodeNumber16(cells))
}
