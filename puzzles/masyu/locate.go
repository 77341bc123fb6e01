package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Locate implements puzzles.Locator for the answer's picture (see
// Answer.Text): board cell r, c is drawn at line 2r, column 2c, and the
// line between two neighbouring cells half-way between them ('-' across,
// '|' down, 'x' for a line known to be absent).
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	size := p.Size()
	a := grid.Pos{R: row / 2, C: col / 2}
	b := grid.Pos{R: (row + 1) / 2, C: (col + 1) / 2}
	if row < 0 || col < 0 || row%2+col%2 == 2 || !size.In(a) || !size.In(b) {
		return "", false
	}
	cells := fmt.Sprintf("row %d, column %d and row %d, column %d", a.R+1, a.C+1, b.R+1, b.C+1)
	switch {
	case a == b && text == "o":
		return fmt.Sprintf("The loop passes through row %d, column %d", a.R+1, a.C+1), true
	case text == "-" && row%2 == 0 && a != b, text == "|" && row%2 == 1:
		return "A line joins " + cells, true
	case a != b && text == "x":
		return "No line joins " + cells, true
	}
	return "", false
}
