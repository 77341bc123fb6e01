package lightup

import "github.com/puzzlesat/puzzlesat/puzzles/internal/textgrid"

// String implements puzzles.Instance: a "#lightup" header, then the grid,
// '.' white, '#' black, '0'–'4' numbered black.
func (p *Puzzle) String() string { return textgrid.Write("lightup", p.Cells, cellChar) }

func cellChar(v int) byte {
	switch v {
	case White:
		return '.'
	case Black:
		return '#'
	}
	return byte('0' + v)
}
