package nurikabe

import (
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
	return pzl.WriteGrid("nurikabe", p.Cells, pzl.EncodeNumbers, urlValues)
}
