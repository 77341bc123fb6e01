package nonogram

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// ParseGameID reads a Simon Tatham Pattern game ID: "WxH:" (or "N:" for a
// square) then W column clues, left to right, and H row clues, top to
// bottom, separated by "/"; a clue's numbers are separated by "." and an
// empty line has no numbers (or "0").
func ParseGameID(id string) (*Puzzle, error) {
	id = strings.TrimSpace(id)
	params, desc, _ := strings.Cut(id, ":")
	w, h, ok := parseSize(params)
	if !ok {
		return nil, puzzles.Errorf(0, 0, "game ID parameters %q: expected WxH (such as 15x15)", params)
	}
	if err := checkSize(h, w); err != nil {
		return nil, puzzles.Errorf(0, 0, "game ID: %v", err)
	}
	parts := strings.Split(desc, "/")
	if len(parts) != w+h {
		return nil, puzzles.Errorf(0, 0, "game ID has %d clues separated by /, a %dx%d puzzle needs %d (columns then rows)", len(parts), w, h, w+h)
	}
	p := &Puzzle{Rows: make([][]int, h), Cols: make([][]int, w)}
	col := len(params) + 2 // 1-based column of the current clue in id
	for i, part := range parts {
		c, err := gameIDClue(part, col)
		if err != nil {
			return nil, err
		}
		if i < w {
			p.Cols[i] = c
		} else {
			p.Rows[i-w] = c
		}
		col += len(part) + 1
	}
	for i, c := range append(append([][]int{}, p.Rows...), p.Cols...) {
		if err := p.checkLine(i, c); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// gameIDClue reads one dotted clue; col is its position in the ID.
func gameIDClue(s string, col int) ([]int, error) {
	out := []int{}
	if s == "" {
		return out, nil
	}
	for _, f := range strings.Split(s, ".") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > MaxSide || strings.HasPrefix(f, "+") {
			return nil, puzzles.Errorf(0, col, "game ID: clue %q: %q is not a number from 0 to %d", s, f, MaxSide)
		}
		if n > 0 {
			out = append(out, n)
		}
		col += len(f) + 1
	}
	return out, nil
}

// GameID returns the puzzle as a Pattern game ID, or "" when a clue is
// unknown: the game ID cannot say so (an empty line means an empty row or
// column), and writing one would give another puzzle.
func (p *Puzzle) GameID() string {
	if p.hasUnknown() {
		return ""
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(len(p.Cols)) + "x" + strconv.Itoa(len(p.Rows)) + ":")
	for i, c := range append(append([][]int{}, p.Cols...), p.Rows...) {
		if i > 0 {
			b.WriteByte('/')
		}
		for j, n := range c {
			if j > 0 {
				b.WriteByte('.')
			}
			b.WriteString(strconv.Itoa(n))
		}
	}
	return b.String()
}
