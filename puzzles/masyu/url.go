package masyu

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// urlKeys are the puzzle names puzz.link and its mirrors use for Masyu.
var urlKeys = []string{"mashu/", "masyu/", "pearl/"}

// isURL reports whether t looks like a puzz.link mashu or masyu URL.
func isURL(t string) bool {
	for _, key := range urlKeys {
		if strings.Contains(t, "?"+key) || strings.HasPrefix(t, key) {
			return true
		}
	}
	return false
}

// ParseURL reads https://puzz.link/p?mashu/COLS/ROWS/BODY (or masyu/,
// pearl/, pzv.jp). The body packs three cells into each base-27 digit
// (0 empty, 1 white, 2 black; the first cell weighs 9). The "full"
// variant (a flag before the size) is refused.
func ParseURL(url string) (*Puzzle, error) {
	var parts []string
	for _, key := range urlKeys {
		if i := strings.Index(url, key); i >= 0 && (i == 0 || url[i-1] == '?') {
			parts = strings.Split(url[i+len(key):], "/")
			break
		}
	}
	if len(parts) > 0 && parts[0] != "" && (parts[0][0] < '0' || parts[0][0] > '9') {
		return nil, puzzles.Errorf(0, 0, "URL: the %q variant of Masyu is not supported", parts[0])
	}
	if len(parts) < 2 {
		return nil, puzzles.Errorf(0, 0, "URL %q: expected mashu/COLS/ROWS/BODY", short(url))
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
	if len(body) > (total+2)/3 {
		body = body[:(total+2)/3] // puzz.link ignores what follows
	}
	for i := range len(body) {
		d, err := strconv.ParseInt(body[i:i+1], 27, 0)
		if err != nil {
			return puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", body[i], i+1)
		}
		for k, weight := range []int64{9, 3, 1} {
			if c := 3*i + k; c < total {
				p.Cells[c/cols][c%cols] = int(d / weight % 3)
			}
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

// URL returns the puzzle as a puzz.link mashu URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	var cells []int
	for _, row := range p.Cells {
		cells = append(cells, row...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?mashu/%d/%d/", size.Cols, size.Rows)
	for i := 0; i < len(cells); i += 3 {
		d := 0
		for k, weight := range []int{9, 3, 1} {
			if i+k < len(cells) {
				d += weight * cells[i+k]
			}
		}
		b.WriteString(strconv.FormatInt(int64(d), 27))
	}
	return b.String()
}
