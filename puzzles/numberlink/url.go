package numberlink

import (
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// IsURL reports whether text looks like a puzz.link / pzv.jp numlin URL.
func IsURL(text string) bool { return pzl.Is(text, "numlin") }

// ParseURL reads https://puzz.link/p?numlin/COLS/ROWS/BODY (or pzv.jp). The
// body lists cells row by row: 0-9 a-f one cell holding that hex value;
// '-' and 2 hex digits 16..255; '+' and 3 hex digits 256..4095; g-z skip 1..20
// empty cells. '.' (a clue whose number is unknown) is not supported.
// Puzzles from URLs use the classic and notouch rules (Nikoli's
// convention, which puzz.link's numlin follows).
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "numlin")
	if err != nil {
		return nil, err
	}
	p, err := New(u.Rows, u.Cols, Classic)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	if err := decodeBody(p, u.Body); err != nil {
		return nil, err
	}
	p.NoTouch = true
	return p, nil
}

func decodeBody(p *Puzzle, body string) error {
	total := p.Size.Rows * p.Size.Cols
	cell := 0
	put := func(v int) {
		p.Cells[cell/p.Size.Cols][cell%p.Size.Cols] = strconv.Itoa(v)
		cell++
	}
	for i := 0; i < len(body); i++ {
		if cell >= total {
			return puzzles.Errorf(0, 0, "URL body has more than %d cells (at character %d, %q)", total, i+1, body[i:])
		}
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(string(ch), 16, 32)
			put(int(v))
		case ch == '-' || ch == '+':
			n := 2
			if ch == '+' {
				n = 3
			}
			if i+n >= len(body) {
				return puzzles.Errorf(0, 0, "URL body is truncated: %q at character %d needs %d hex digits", ch, i+1, n)
			}
			v, err := strconv.ParseUint(body[i+1:i+1+n], 16, 32)
			if err != nil {
				return puzzles.Errorf(0, 0, "URL body: %q at character %d is not %d hex digits", body[i:i+1+n], i+1, n)
			}
			put(int(v))
			i += n
		case ch >= 'g' && ch <= 'z':
			cell += int(ch-'g') + 1
		case ch == '.':
			return puzzles.Errorf(0, 0, "URL body: '?' clues (character %d) are not supported: every endpoint needs its number", i+1)
		default:
			return puzzles.Errorf(0, 0, "URL body: unexpected character %q at character %d", ch, i+1)
		}
	}
	if cell < total {
		return puzzles.Errorf(0, 0, "URL body describes %d of %d cells (truncated URL?)", cell, total)
	}
	if cell > total {
		return puzzles.Errorf(0, 0, "URL body describes %d cells, the board has %d", cell, total)
	}
	return nil
}

// URL returns the puzzle as a puzz.link numlin URL. Labels that are not
// numbers 0..4095 are numbered 1, 2, ... in reading order.
func (p *Puzzle) URL() string {
	num := urlNumbers(p)
	var cells []int
	for _, pos := range p.Size.Cells() {
		v, ok := num[p.Label(pos)]
		if !ok {
			v = pzl.Empty
		}
		cells = append(cells, v)
	}
	return pzl.Join("numlin", p.Size.Cols, p.Size.Rows, pzl.EncodeNumbers(cells))
}

func urlNumbers(p *Puzzle) map[string]int {
	labels, _ := p.Labels()
	num := map[string]int{}
	numeric := true
	for _, l := range labels {
		v, err := strconv.Atoi(l)
		if err != nil || v < 0 || v > 4095 || strconv.Itoa(v) != l {
			numeric = false
			break
		}
		num[l] = v
	}
	if !numeric {
		for i, l := range labels {
			num[l] = i + 1
		}
	}
	return num
}
