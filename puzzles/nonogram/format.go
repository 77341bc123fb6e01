package nonogram

import (
	"fmt"
	"strings"
)

// String implements puzzles.Instance: the clue text with its size in the
// header, one line per row, a line "-", then one per column ("0" for an empty line,
// "?" for an unknown one).
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#nonogram %dx%d\n", len(p.Cols), len(p.Rows))
	for _, c := range p.Rows {
		b.WriteString(clueText(c) + "\n")
	}
	b.WriteString("-\n")
	for _, c := range p.Cols {
		b.WriteString(clueText(c) + "\n")
	}
	return b.String()
}
