package nonogram

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// isURL reports whether t looks like a puzz.link nonogram URL.
func isURL(t string) bool { return pzl.Is(t, "nonogram") }

// ParseURL reads https://puzz.link/p?nonogram/COLS/ROWS/BODY. The body
// lists the clue slots outside the board: for each column, (ROWS+1)/2
// slots counting upwards from the board (so a column's last number comes
// first), then for each row (COLS+1)/2 slots counting leftwards. A slot is
// 0-9 or a-f (that number), '-' and two hex digits (16 to 255), or g-z for
// 1 to 20 empty slots.
func ParseURL(url string) (*Puzzle, error) {
	u, err := pzl.Split(url, "nonogram")
	if err != nil {
		return nil, err
	}
	rows, cols := u.Rows, u.Cols
	if err := checkSize(rows, cols); err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	slots, err := decodeSlots(u.Body, cols*((rows+1)/2)+rows*((cols+1)/2))
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
	slots, err := pzl.DecodeNumber16(body, n)
	if err != nil {
		return nil, err
	}
	if len(slots) < n {
		return nil, puzzles.Errorf(0, 0, "URL body describes %d clue slots, the board has %d", len(slots), n)
	}
	for i, v := range slots {
		switch v {
		case pzl.Empty:
			slots[i] = 0
		case pzl.Unknown:
			return nil, puzzles.Errorf(0, 0, "URL body, slot %d: a clue number given as unknown ('.') is not supported", i+1)
		}
	}
	return slots, nil
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

// URL returns the puzzle as a puzz.link nonogram URL, or "" when a clue is
// unknown (the URL would give an empty line instead). A clue with more
// numbers than puzz.link's slots (half the line, rounded up) cannot
// happen, as it would not fit.
func (p *Puzzle) URL() string {
	if p.hasUnknown() {
		return ""
	}
	rows, cols := len(p.Rows), len(p.Cols)
	var slots []int
	for _, c := range p.Cols {
		slots = append(slots, lineSlots(c, (rows+1)/2)...)
	}
	for _, c := range p.Rows {
		slots = append(slots, lineSlots(c, (cols+1)/2)...)
	}
	for i, v := range slots {
		if v == 0 {
			slots[i] = pzl.Empty
		}
	}
	return pzl.Join("nonogram", cols, rows, pzl.EncodeNumber16(slots))
}

// lineSlots lays a clue out in n slots counted outwards from the board.
func lineSlots(c []int, n int) []int {
	out := make([]int, n)
	for i, v := range slices.Backward(c) {
		out[len(c)-1-i] = v
	}
	return out
}
