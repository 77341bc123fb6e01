package starbattle

import (
	"fmt"
	"strings"
)

// String returns the canonical text: the header "#starbattle stars=K"
// (with "free=A,C" when region counts are relaxed), then one row per line,
// one letter per cell ("." for no region), or names separated by spaces
// when a label goes beyond z.
func (p *Puzzle) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "#starbattle stars=%d", p.K)
	if len(p.Free) > 0 {
		names := make([]string, len(p.Free))
		for i, l := range p.Free {
			names[i] = Label(l)
		}
		b.WriteString(" free=" + strings.Join(names, ","))
	}
	b.WriteByte('\n')
	tokens := false
	for _, l := range p.Labels() {
		tokens = tokens || l >= 52
	}
	for _, row := range p.Regions {
		for c, l := range row {
			if tokens && c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(Label(l))
		}
		b.WriteByte('\n')
	}
	return b.String()
}
