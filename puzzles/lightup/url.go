package lightup

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// isURL reports whether t looks like a puzz.link akari or lightup URL.
func isURL(t string) bool {
	for _, key := range []string{"akari/", "lightup/"} {
		if strings.Contains(t, "?"+key) || strings.HasPrefix(t, key) {
			return true
		}
	}
	return false
}

// ParseURL reads https://puzz.link/p?akari/COLS/ROWS/BODY (or lightup/).
// The body lists cells in reading order: '0'–'4' a numbered black cell,
// '5'–'9' and 'a'–'e' the same number (minus 5 or 10) followed by one or
// two white cells, '.' a black cell without a number, 'g'–'z' 1 to 20
// white cells. Cells past the body's end are white.
func ParseURL(url string) (*Puzzle, error) {
	i := strings.Index(url, "akari/")
	key := len("akari/")
	if i < 0 {
		i, key = strings.Index(url, "lightup/"), len("lightup/")
	}
	parts := strings.Split(url[i+key:], "/")
	if len(parts) < 2 {
		return nil, puzzles.Errorf(0, 0, "URL %q: expected akari/COLS/ROWS/BODY", short(url))
	}
	cols, err1 := strconv.Atoi(parts[0])
	rows, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return nil, puzzles.Errorf(0, 0, "URL: size %q/%q is not two numbers", parts[0], parts[1])
	}
	p, err := New(rows, cols)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	body := ""
	if len(parts) > 2 {
		body = parts[2]
	}
	if err := decodeBody(p, body); err != nil {
		return nil, err
	}
	return p, nil
}

func decodeBody(p *Puzzle, body string) error {
	cols, total := len(p.Cells[0]), len(p.Cells)*len(p.Cells[0])
	c := 0
	for i := 0; i < len(body) && c < total; i++ {
		ch := body[i]
		v, skip := 0, 0
		switch {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'e':
			n, _ := strconv.ParseInt(string(ch), 16, 0)
			v, skip = int(n)%5, int(n)/5
		case ch == '.':
			v = Black
		case ch >= 'g' && ch <= 'z':
			v, skip = White, int(ch-'g')
		default:
			return puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
		p.Cells[c/cols][c%cols] = v
		c += 1 + skip
	}
	return nil
}

func short(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// URL returns the puzzle as a puzz.link akari URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	var cells []int
	for _, row := range p.Cells {
		cells = append(cells, row...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?akari/%d/%d/", size.Cols, size.Rows)
	for i := 0; i < len(cells); {
		switch v := cells[i]; v {
		case White:
			run := 1
			for run < 20 && i+run < len(cells) && cells[i+run] == White {
				run++
			}
			b.WriteByte(byte('f' + run))
			i += run
		case Black:
			b.WriteByte('.')
			i++
		default:
			whites := 0
			for whites < 2 && i+1+whites < len(cells) && cells[i+1+whites] == White {
				whites++
			}
			b.WriteString(strconv.FormatInt(int64(v+5*whites), 16))
			i += 1 + whites
		}
	}
	return b.String()
}
