package nonogram

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

const urlKey = "nonogram/"

// isURL reports whether t looks like a puzz.link nonogram URL.
func isURL(t string) bool {
	return strings.Contains(t, "?"+urlKey) || strings.HasPrefix(t, urlKey)
}

// ParseURL reads https://puzz.link/p?nonogram/COLS/ROWS/BODY. The body
// lists the clue slots outside the board: for each column, (ROWS+1)/2
// slots counting upwards from the board (so a column's last number comes
// first), then for each row (COLS+1)/2 slots counting leftwards. A slot is
// 0-9 or a-f (that number), '-' and two hex digits (16 to 255), or g-z for
// 1 to 20 empty slots.
func ParseURL(url string) (*Puzzle, error) {
	i := strings.Index(url, urlKey)
	parts := strings.Split(url[i+len(urlKey):], "/")
	if len(parts) < 3 {
		return nil, puzzles.Errorf(0, 0, "URL %q: expected nonogram/COLS/ROWS/BODY", short(url))
	}
	cols, err1 := strconv.Atoi(parts[0])
	rows, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil {
		return nil, puzzles.Errorf(0, 0, "URL: size %q/%q is not two numbers", parts[0], parts[1])
	}
	if err := checkSize(rows, cols); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	slots, err := decodeSlots(parts[2], cols*((rows+1)/2)+rows*((cols+1)/2))
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Rows: make([][]int, rows), Cols: make([][]int, cols)}
	per := (rows + 1) / 2
	for c := range p.Cols {
		p.Cols[c] = slotClue(slots[c*per : (c+1)*per])
	}
	slots, per = slots[cols*per:], (cols+1)/2
	for r := range p.Rows {
		p.Rows[r] = slotClue(slots[r*per : (r+1)*per])
	}
	if err := p.Validate(); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	return p, nil
}

// decodeSlots reads n slots; an empty slot is 0.
func decodeSlots(body string, n int) ([]int, error) {
	out := make([]int, 0, n)
	for i := 0; i < len(body) && len(out) < n; i++ {
		ch := body[i]
		switch {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			v, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			out = append(out, int(v))
		case ch == '-' && i+2 < len(body):
			v, err := strconv.ParseUint(body[i+1:i+3], 16, 8)
			if err != nil {
				return nil, puzzles.Errorf(0, 0, "URL body: %q at %d is not a '-' and two hex digits", body[i:i+3], i+1)
			}
			out = append(out, int(v))
			i += 2
		case ch >= 'g' && ch <= 'z':
			for k := 0; k < int(ch-'f') && len(out) < n; k++ {
				out = append(out, 0)
			}
		case ch == '.':
			return nil, puzzles.Errorf(0, 0, "URL body: a clue number given as unknown ('.' at %d) is not supported", i+1)
		default:
			return nil, puzzles.Errorf(0, 0, "URL body: unexpected character %q at %d", ch, i+1)
		}
	}
	if len(out) < n {
		return nil, puzzles.Errorf(0, 0, "URL body describes %d clue slots, the board has %d", len(out), n)
	}
	return out, nil
}

// slotClue turns slots counted outwards from the board into a clue.
func slotClue(slots []int) []int {
	out := []int{}
	for _, v := range slices.Backward(slots) {
		if v > 0 {
			out = append(out, v)
		}
	}
	return out
}

func short(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// URL returns the puzzle as a puzz.link nonogram URL. Unknown clues come
// out as empty lines; a clue with more numbers than puzz.link's slots
// (half the line, rounded up) cannot happen, as it would not fit.
func (p *Puzzle) URL() string {
	rows, cols := len(p.Rows), len(p.Cols)
	var slots []int
	for _, c := range p.Cols {
		slots = append(slots, lineSlots(c, (rows+1)/2)...)
	}
	for _, c := range p.Rows {
		slots = append(slots, lineSlots(c, (cols+1)/2)...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "https://puzz.link/p?nonogram/%d/%d/", cols, rows)
	empty := 0
	flush := func() {
		if empty > 0 {
			b.WriteByte(byte('f' + empty))
			empty = 0
		}
	}
	for _, v := range slots {
		switch {
		case v == 0:
			if empty++; empty == 20 {
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
	flush()
	return b.String()
}

// lineSlots lays a clue out in n slots counted outwards from the board.
func lineSlots(c []int, n int) []int {
	out := make([]int, n)
	for i, v := range slices.Backward(c) {
		out[len(c)-1-i] = v
	}
	return out
}
