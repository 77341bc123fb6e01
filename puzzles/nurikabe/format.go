package nurikabe

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// String implements puzzles.Instance: a "#nurikabe" header, then one line
// per row: '.' an empty cell, '?' a number of unknown size, or the number;
// one character per cell, or cells separated by spaces (and aligned) when
// a number has several digits.
func (p *Puzzle) String() string {
	width := 1
	for _, row := range p.Cells {
		for _, v := range row {
			width = max(width, len(cellText(v)))
		}
	}
	var b strings.Builder
	b.WriteString("#nurikabe\n")
	for _, row := range p.Cells {
		for c, v := range row {
			if width > 1 && c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.Repeat(" ", width-len(cellText(v))))
			b.WriteString(cellText(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// URL returns the puzzle as a puzz.link nurikabe URL.
func (p *Puzzle) URL() string {
	size := p.Size()
	var b strings.Builder
	empty := 0
	flush := func() {
		if empty > 0 {
			b.WriteString(strconv.FormatInt(int64(15+empty), 36))
			empty = 0
		}
	}
	for _, row := range p.Cells {
		for _, v := range row {
			if v == Empty {
				if empty++; empty == 20 {
					flush()
				}
				continue
			}
			flush()
			switch {
			case v == Unknown:
				b.WriteByte('.')
			case v < 16:
				b.WriteString(strconv.FormatInt(int64(v), 16))
			case v < 256:
				fmt.Fprintf(&b, "-%02x", v)
			case v < 4096:
				fmt.Fprintf(&b, "+%03x", v)
			default:
				fmt.Fprintf(&b, "=%03x", v-4096)
			}
		}
	}
	flush()
	return pzl.Join("nurikabe", size.Cols, size.Rows, b.String())
}
