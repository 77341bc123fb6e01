package slitherlink

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// isURL reports whether t looks like a puzz.link slither URL.
func isURL(t string) bool {
	return strings.Contains(t, "?slither/") || strings.HasPrefix(t, "slither/")
}

// ParseURL reads https://puzz.link/p?slither/COLS/ROWS/BODY (or pzv.jp).
// The body lists cells in reading order: '0'–'4' a clue, '5'–'9' and
// 'a'–'e' a clue (minus 5 or 10) followed by one or two cells without a
// clue, 'g'–'z' 1 to 20 cells without one. Cells past its end have none.
// The "full" variant (a flag before the size) and '.' ("?" clues) are
// refused.
func ParseURL(url string) (*Puzzle, error) {
	i := strings.Index(url, "slither/")
	parts := strings.Split(url[i+len("slither/"):], "/")
	if len(parts) > 0 && parts[0] != "" && (parts[0][0] < '0' || parts[0][0] > '9') {
		return nil, puzzles.Errorf(0, 0, "URL: the %q variant of Slitherlink is not supported", parts[0])
	}
	if len(parts) < 2 {
		return nil, puzzles.Errorf(0, 0, "URL %q: expected slither/COLS/ROWS/BODY", short(url))
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
	cols, total := p.Size().Cols, p.Size().Rows*p.Size().Cols
	c := 0
	for i := 0; i < len(body) && c < total; i++ {
		ch := body[i]
		skip := 0
		switch {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'e':
			n, _ := strconv.ParseInt(string(ch), 16, 0)
			v := int(n) % 5
			if err := checkClue(v); err != nil {
				return puzzles.Errorf(0, 0, "URL body, character %d: %v", i+1, err)
			}
			p.Cells[c/cols][c%cols], skip = v, int(n)/5
		case ch >= 'g' && ch <= 'z':
			skip = int(ch - 'g')
		case ch == '.':
			return puzzles.Errorf(0, 0, "URL body, character %d: '?' clues (unknown numbers) are not supported", i+1)
		default:
			return puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
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

// URL returns the puzzle as a puzz.link slither URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	var cells []int
	for _, row := range p.Cells {
		cells = append(cells, row...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?slither/%d/%d/", size.Cols, size.Rows)
	for i := 0; i < len(cells); {
		if cells[i] == None {
			run := 1
			for run < 20 && i+run < len(cells) && cells[i+run] == None {
				run++
			}
			b.WriteByte(byte('f' + run))
			i += run
			continue
		}
		empties := 2 // as puzz.link writes it: also when the board ends
		switch {
		case i+1 < len(cells) && cells[i+1] != None:
			empties = 0
		case i+2 < len(cells) && cells[i+2] != None:
			empties = 1
		}
		b.WriteString(strconv.FormatInt(int64(cells[i]+5*empties), 16))
		i += 1 + empties
	}
	return b.String()
}
