package lightup

import "strings"

// String implements puzzles.Instance: a "#lightup" header, then the grid,
// '.' white, '#' black, '0'–'4' numbered black.
func (p *Puzzle) String() string {
	var b strings.Builder
	b.WriteString("#lightup\n")
	for _, row := range p.Cells {
		for _, v := range row {
			b.WriteByte(cellChar(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func cellChar(v int) byte {
	switch v {
	case White:
		return '.'
	case Black:
		return '#'
	}
	return byte('0' + v)
}
