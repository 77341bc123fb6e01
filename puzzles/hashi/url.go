package hashi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// isURL reports whether t looks like a puzz.link hashikake URL.
func isURL(t string) bool {
	return strings.Contains(t, "?hashikake/") || strings.HasPrefix(t, "hashikake/")
}

// ParseURL reads https://puzz.link/p?hashikake/COLS/ROWS/BODY. The body
// lists cells in reading order: '0'–'9' and 'a'–'f' an island of that hex
// number, '-' and 2 hex digits a larger one, '.' an island of unknown
// number, 'g'–'z' 1 to 20 water cells. Cells past the body's end are
// water. puzz.link's rules: at most 2 bridges per pair, loops allowed.
func ParseURL(url string) (*Puzzle, error) {
	i := strings.Index(url, "hashikake/")
	parts := strings.Split(url[i+len("hashikake/"):], "/")
	if len(parts) < 2 {
		return nil, puzzles.Errorf(0, 0, "URL %q: expected hashikake/COLS/ROWS/BODY", short(url))
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
	return p, decodeBody(p, body)
}

func decodeBody(p *Puzzle, body string) error {
	cols, total := len(p.Cells[0]), len(p.Cells)*len(p.Cells[0])
	cell := 0
	put := func(v int) {
		p.Cells[cell/cols][cell%cols] = v
		cell++
	}
	for i := 0; i < len(body) && cell < total; i++ {
		switch ch := body[i]; {
		case ch >= '0' && ch <= '9' || ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(string(ch), 16, 0)
			if v == 0 {
				return puzzles.Errorf(0, 0, "URL body: island 0 at %d,%d: an island has at least 1 bridge", cell/cols, cell%cols)
			}
			put(int(v))
		case ch == '-' && i+2 < len(body):
			v, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return puzzles.Errorf(0, 0, "URL body: %q at character %d is not 2 hex digits", body[i:i+3], i+1)
			}
			put(int(v))
			i += 2
		case ch == '.':
			put(Unknown)
		case ch >= 'g' && ch <= 'z':
			cell += int(ch-'g') + 1
		default:
			return puzzles.Errorf(0, 0, "URL body: unexpected character %q at character %d", ch, i+1)
		}
	}
	return nil
}

func short(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// URL returns the puzzle as a puzz.link hashikake URL. puzz.link knows no
// other rules than 2 bridges per pair with loops allowed; the URL of a
// puzzle with other rules is the same board under puzz.link's.
func (p *Puzzle) URL() string {
	size := p.Size()
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?hashikake/%d/%d/", size.Cols, size.Rows)
	run := 0
	flush := func() {
		if run > 0 {
			b.WriteByte(byte('f' + run))
			run = 0
		}
	}
	for _, row := range p.Cells {
		for _, v := range row {
			switch {
			case v == Water:
				if run++; run == 20 {
					flush()
				}
			case v == Unknown:
				flush()
				b.WriteByte('.')
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
	return b.String()
}
