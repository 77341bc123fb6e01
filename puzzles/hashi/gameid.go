package hashi

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// isGameID reports whether t starts like a Bridges game ID: a width, then
// parameter letters and digits, then a colon.
func isGameID(t string) bool {
	params, _, found := strings.Cut(t, ":")
	if !found || params == "" || params[0] < '0' || params[0] > '9' {
		return false
	}
	return strings.Trim(params, "0123456789xiemLd") == ""
}

// ParseGameID reads a Simon Tatham Bridges game ID:
// "W[xH][iN][eN][mN][L][dN]:" and then the cells in reading order: 'a'–'z'
// for 1 to 26 water cells, '1'–'9' and 'A'–'G' an island of 1 to 16.
// mN is the most bridges per pair (default 2), L forbids loops.
func ParseGameID(id string) (*Puzzle, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	w, h, err := gameParams(params)
	if err != nil {
		return nil, err
	}
	p, err := New(h, w)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	if err := p.rules(params); err != nil {
		return nil, err
	}
	cell := 0
	for i, ch := range desc {
		if cell >= w*h {
			return nil, puzzles.Errorf(0, len(params)+2+i, "game ID description is longer than the %dx%d board", w, h)
		}
		switch v := cellValue(ch); {
		case ch >= 'a' && ch <= 'z':
			cell += int(ch-'a') + 1
		case v > 0:
			p.Cells[cell/w][cell%w] = v
			cell++
		default:
			return nil, puzzles.Errorf(0, len(params)+2+i, "game ID: unexpected %q in the description (expected a–z, 1–9 or A–G)", ch)
		}
	}
	if cell != w*h {
		return nil, puzzles.Errorf(0, 0, "game ID description covers %d cells, the %dx%d board has %d", cell, w, h, w*h)
	}
	return p, nil
}

// gameParams reads the size from W[xH][iN][eN][mN][L][dN] and checks the
// rest of the parameters' shape.
func gameParams(s string) (w, h int, err error) {
	rest := s
	w, ok := eatNum(&rest)
	h = w
	if ok && strings.HasPrefix(rest, "x") {
		rest = rest[1:]
		h, ok = eatNum(&rest)
	}
	if !ok {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: expected a size WxH", s)
	}
	for _, letter := range []string{"i", "e", "m", "L", "d"} {
		if !strings.HasPrefix(rest, letter) {
			continue
		}
		rest = rest[1:]
		if _, ok := eatNum(&rest); letter != "L" && !ok {
			return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: %q needs a number", s, letter)
		}
	}
	if rest != "" {
		return 0, 0, puzzles.Errorf(0, 0, "game ID parameters %q: unknown parameter %q", s, rest)
	}
	return w, h, nil
}

// rules sets the bridge limit (m) and the loop rule (L) from the parameters.
func (p *Puzzle) rules(params string) error {
	p.Max, p.Loops = 2, !strings.Contains(params, "L")
	if i := strings.IndexByte(params, 'm'); i >= 0 {
		rest := params[i+1:]
		n, _ := eatNum(&rest)
		if n < 1 || n > MaxBridges {
			return puzzles.Errorf(0, 0, "game ID parameters %q: m%d: expected 1 to %d bridges per pair", params, n, MaxBridges)
		}
		p.Max = n
	}
	return nil
}

// eatNum reads the decimal number at the start of *s and advances past it.
func eatNum(s *string) (int, bool) {
	i := 0
	for i < len(*s) && (*s)[i] >= '0' && (*s)[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi((*s)[:i])
	*s = (*s)[i:]
	return n, err == nil && i <= 4
}

// GameID returns the puzzle as a Bridges game ID, or "" when an island's
// number is unknown (the format has no way to say so).
func (p *Puzzle) GameID() string {
	size := p.Size()
	var b strings.Builder
	b.WriteString(strconv.Itoa(size.Cols) + "x" + strconv.Itoa(size.Rows) + "m" + strconv.Itoa(p.Max))
	if !p.Loops {
		b.WriteByte('L')
	}
	b.WriteByte(':')
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('a' + run - 1))
			run = 0
		}
	}
	for _, row := range p.Cells {
		for _, v := range row {
			switch v {
			case Unknown:
				return ""
			case Water:
				if run++; run == 26 {
					flush()
				}
			default:
				flush()
				b.WriteByte(cellChar(v))
			}
		}
	}
	flush()
	return b.String()
}
