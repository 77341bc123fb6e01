package sudoku

import (
	"fmt"
	"strconv"
	"strings"
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
func ParseURL(u string) (*Puzzle, error) {
	_, query, ok := strings.Cut(u, "?")
	if !ok {
		return nil, fmt.Errorf("not a puzz.link URL: no '?'")
	}
	parts := strings.Split(query, "/")
	if len(parts) > 1 && strings.HasPrefix(parts[1], "v:") {
		parts = append(parts[:1], parts[2:]...)
	}
	if len(parts) < 3 || parts[0] != "sudoku" {
		return nil, fmt.Errorf("not a puzz.link sudoku URL (want ?sudoku/COLS/ROWS/BODY)")
	}
	cols, err1 := strconv.Atoi(parts[1])
	rows, err2 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("puzz.link size %q/%q is not two numbers", parts[1], parts[2])
	}
	if cols != rows {
		return nil, fmt.Errorf("puzz.link sudoku is %dx%d; it must be square", cols, rows)
	}
	br, bc, err := urlBoxes(cols)
	if err != nil {
		return nil, err
	}
	p := newBoxed(cols, br, bc)
	body := ""
	if len(parts) > 3 {
		body = parts[3]
	}
	return p, p.decodeNumbers(body)
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

// decodeNumbers reads the pzprjs number body into the givens.
func (p *Puzzle) decodeNumbers(body string) error {
	area := p.N * p.N
	c := 0
	for i := 0; i < len(body) && c < area; {
		ch := body[i]
		v, width := -1, 1
		switch {
		case isDigit(ch) || ('a' <= ch && ch <= 'f'):
			n, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			v = int(n)
		case ch == '-' && i+3 <= len(body):
			n, err := strconv.ParseInt(body[i+1:i+3], 16, 0)
			if err != nil {
				return fmt.Errorf("puzz.link body: bad number %q at character %d", body[i:i+3], i+1)
			}
			v, width = int(n), 3
		case ch == '.':
			v = 0
		case 'g' <= ch && ch <= 'z':
			c += int(ch-'g') + 1
			i++
			continue
		default:
			return fmt.Errorf("puzz.link body: unexpected %q at character %d", ch, i+1)
		}
		if v > p.N {
			return fmt.Errorf("puzz.link body: %d at character %d is above %d", v, i+1, p.N)
		}
		p.Grid[c/p.N][c%p.N] = v
		c++
		i += width
	}
	if c > area {
		return fmt.Errorf("puzz.link body: skips past the %d cells of the grid", area)
	}
	return nil
}

// URL returns the puzzle as a puzz.link URL, or "" when pzprjs cannot
// show it (variants, or boxes other than its own).
func (p *Puzzle) URL() string {
	br, bc, err := urlBoxes(p.N)
	if err != nil || p.Jigsaw() || p.X || p.Killer() || br != p.BoxRows || bc != p.BoxCols {
		return ""
	}
	var b strings.Builder
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('g' + run - 1))
			run = 0
		}
	}
	for _, row := range p.Grid {
		for _, v := range row {
			switch {
			case v == 0:
				run++
				if run == 20 {
					flush()
				}
			case v < 16:
				flush()
				b.WriteString(strconv.FormatInt(int64(v), 16))
			default:
				flush()
				fmt.Fprintf(&b, "-%02x", v)
			}
		}
	}
	flush()
	return fmt.Sprintf("https://puzz.link/p?sudoku/%d/%d/%s", p.N, p.N, b.String())
}
