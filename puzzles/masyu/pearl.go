package masyu

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// isGameID reports whether t starts like a Pearl game ID: a width, then
// lower-case parameter letters and digits, then a colon.
func isGameID(t string) bool {
	params, _, found := strings.Cut(t, ":")
	if !found || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(params, "0123456789abcdefghijklmnopqrstuvwxyz") == ""
}

// ParseGameID reads a Simon Tatham Pearl game ID, "W[xH][dX][n]:DESC" (the
// difficulty X, e or t, and n are checked and ignored): DESC lists the
// cells in reading order, 'W' a white pearl, 'B' a black one, 'a'–'z' 1
// to 26 empty cells.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	w, h, err := pearlParams(params)
	if err != nil {
		return nil, err
	}
	cells := make([]int, 0, w*h)
	for i, ch := range desc {
		col := len(params) + 2 + i
		switch {
		case ch >= 'a' && ch <= 'z':
			cells = append(cells, make([]int, ch-'a'+1)...)
		case ch == 'W':
			cells = append(cells, White)
		case ch == 'B':
			cells = append(cells, Black)
		default:
			return nil, puzzles.Errorf(0, col, "game ID: unexpected %q in the description (expected 'W', 'B' or a-z)", ch)
		}
		if len(cells) > w*h {
			return nil, puzzles.Errorf(0, col, "game ID description is longer than the %dx%d board", w, h)
		}
	}
	if len(cells) < w*h {
		return nil, puzzles.Errorf(0, 0, "game ID description covers %d cells, the %dx%d board has %d", len(cells), w, h, w*h)
	}
	p := &Puzzle{Cells: make([][]int, h)}
	for r := range p.Cells {
		p.Cells[r] = cells[r*w : (r+1)*w]
	}
	return p, nil
}

// pearlParams reads W[xH][dX][n].
func pearlParams(s string) (w, h int, err error) {
	rest := s
	num := func() (int, bool) {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		n, err := strconv.Atoi(rest[:i])
		rest = rest[i:]
		return n, err == nil
	}
	w, ok := num()
	h = w
	if ok && strings.HasPrefix(rest, "x") {
		rest = rest[1:]
		h, ok = num()
	}
	if !ok {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: expected a size WxH", s)
	}
	if len(rest) >= 2 && rest[0] == 'd' && strings.ContainsRune("et", rune(rest[1])) {
		rest = rest[2:]
	}
	rest = strings.TrimPrefix(rest, "n")
	if rest != "" {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: unknown parameter %q", s, rest)
	}
	if err := checkSize(h, w); err != nil {
		return 0, 0, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	return w, h, nil
}

// GameID returns the puzzle as a Pearl game ID.
func (p *Puzzle) GameID() string {
	size := p.Size()
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", size.Cols, size.Rows)
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for _, row := range p.Cells {
		for _, v := range row {
			if v == Empty {
				if run++; run == 26 {
					flush()
				}
				continue
			}
			flush()
			b.WriteByte(cellChar(v))
		}
	}
	flush()
	return b.String()
}
