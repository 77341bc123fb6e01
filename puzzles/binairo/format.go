package binairo

import (
	"fmt"
	"strings"
)

// String returns the canonical text: "#binairo" (or "#binairo unique"),
// then one row per line of 1 (black), 0 (white) and . (empty).
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#binairo")
	if p.Unique {
		b.WriteString(" unique")
	}
	b.WriteByte('\n')
	for _, row := range p.Cells {
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}

// GameID returns the puzzle as a Tatham Unruly game ID, "WxH[u]:DESC".
func (p *Puzzle) GameID() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d", p.Cols(), p.Rows())
	if p.Unique {
		b.WriteByte('u')
	}
	b.WriteByte(':')
	run := 0
	emit := func(base byte) {
		for ; run > 24; run -= 25 {
			b.WriteByte(base + 25)
		}
		b.WriteByte(base + byte(run))
		run = 0
	}
	for _, row := range p.Cells {
		for _, v := range row {
			switch v {
			case White:
				emit('a')
			case Black:
				emit('A')
			default:
				run++
			}
		}
	}
	emit('a') // the walk ends one past the grid
	return b.String()
}
