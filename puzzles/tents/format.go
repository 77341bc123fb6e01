package tents

import (
	"strconv"
	"strings"
)

// String implements puzzles.Instance: a "#tents" header, the column
// counts (together when each is one character, else separated by
// spaces), then each row's cells ('T' a tree, '.' empty), a space and its
// count ('?' for none).
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#tents\n")
	sep := ""
	for _, n := range p.Cols {
		if n > 9 || len(p.Cols) == 1 {
			sep = " "
		}
	}
	for c, n := range p.Cols {
		if c > 0 {
			b.WriteString(sep)
		}
		b.WriteString(countText(n))
	}
	b.WriteByte('\n')
	for r, row := range p.Trees {
		for _, t := range row {
			if t {
				b.WriteByte('T')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteString(" " + countText(p.Rows[r]) + "\n")
	}
	return b.String()
}

func countText(n int) string {
	if n == None {
		return "?"
	}
	return strconv.Itoa(n)
}

// GameID returns the puzzle as a Tents game ID, or "" when a count is
// missing (game IDs give them all).
func (p *Puzzle) GameID() string {
	size := p.Size()
	var b strings.Builder
	b.WriteString(strconv.Itoa(size.Cols) + "x" + strconv.Itoa(size.Rows) + ":")
	run := 0
	tree := func() {
		if run == 0 {
			b.WriteByte('_')
		} else {
			b.WriteByte(byte('a' + run - 1))
		}
		run = 0
	}
	for _, row := range p.Trees {
		for _, t := range row {
			switch {
			case t:
				tree()
			case run == 25:
				b.WriteByte('z')
				run = 1
			default:
				run++
			}
		}
	}
	tree()
	for _, n := range append(append([]int(nil), p.Cols...), p.Rows...) {
		if n == None {
			return ""
		}
		b.WriteString("," + strconv.Itoa(n))
	}
	return b.String()
}
