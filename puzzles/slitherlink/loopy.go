package slitherlink

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// loopyGrids names Loopy's grid types by their number in a game ID
// ("t2" is Honeycomb). Only the square grid, t0, is supported.
var loopyGrids = []string{
	"Squares", "Triangular", "Honeycomb", "Snub-Square", "Cairo", "Great-Hexagonal",
	"Octagonal", "Kites", "Floret", "Dodecagonal", "Great-Dodecagonal", "Penrose (kite/dart)",
	"Penrose (rhombs)", "Great-Great-Dodecagonal", "Kagome", "Compass-Dodecagonal", "Hats", "Spectres",
}

// isGameID reports whether t starts like a Loopy game ID: a width, then
// lower-case parameter letters and digits, then a colon.
func isGameID(t string) bool {
	params, _, found := strings.Cut(t, ":")
	if !found || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(params, "0123456789abcdefghijklmnopqrstuvwxyz") == ""
}

// ParseGameID reads a Simon Tatham Loopy game ID, "W[xH][tN][dX]:DESC":
// the grid type N must be 0 (squares); the difficulty X (e, n, t or h) is
// checked and ignored. DESC lists the cells in reading order: '0'–'3' a
// clue, 'a'–'z' 1 to 26 cells without one.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	w, h, err := loopyParams(params)
	if err != nil {
		return nil, err
	}
	cells := make([]int, 0, w*h)
	for i, ch := range desc {
		col := len(params) + 2 + i
		switch {
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, None)
			}
		case ch >= '0' && ch <= '9' || ch >= 'A' && ch <= 'Z':
			n, _ := strconv.ParseInt(string(ch), 36, 0)
			if err := checkClue(int(n)); err != nil {
				return nil, puzzles.Errorf(0, col, "game ID: %v", err)
			}
			cells = append(cells, int(n))
		default:
			return nil, puzzles.Errorf(0, col, "game ID: unexpected %q in the description", ch)
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

// loopyParams reads W[xH][tN][dX] and refuses grid types other than squares.
func loopyParams(s string) (w, h int, err error) {
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
	if strings.HasPrefix(rest, "t") {
		rest = rest[1:]
		t, ok := num()
		if err := gridType(t, ok); err != nil {
			return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: %v", s, err)
		}
	}
	if strings.HasPrefix(rest, "d") && len(rest) >= 2 && strings.ContainsRune("enth", rune(rest[1])) {
		rest = rest[2:]
	}
	if rest != "" {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: unknown parameter %q", s, rest)
	}
	if err := checkSize(h, w); err != nil {
		return 0, 0, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	return w, h, nil
}

// gridType refuses every Loopy grid type but squares, by name.
func gridType(t int, ok bool) error {
	switch {
	case !ok:
		return fmt.Errorf("grid type \"t\" needs a number")
	case t == 0:
		return nil
	case t < len(loopyGrids):
		return fmt.Errorf("the Loopy grid type %d (%s) is not supported: only the square grid (t0) is", t, loopyGrids[t])
	}
	return fmt.Errorf("unknown Loopy grid type %d: Loopy's types are 0 to %d, and only the square grid (t0) is supported", t, len(loopyGrids)-1)
}

// GameID returns the puzzle as a Loopy game ID on the square grid.
func (p *Puzzle) GameID() string {
	size := p.Size()
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%dt0:", size.Cols, size.Rows)
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for _, row := range p.Cells {
		for _, n := range row {
			if n == None {
				if run++; run == 26 {
					flush()
				}
				continue
			}
			flush()
			b.WriteByte(clueChar(n))
		}
	}
	flush()
	return b.String()
}
