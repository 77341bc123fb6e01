package slitherlink

import "fmt"

// Locate implements puzzles.Locator for the answer's picture (see
// Answer.Text): corners are drawn at even lines and columns, cell r, c at
// line 2r+1, column 2c+1, and each side between its two corners. A side
// is named as the top or left of the cell below or to its right, and as
// the bottom or right of a cell on the board's last row or column.
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	size := p.Size()
	if row < 0 || col < 0 || row > 2*size.Rows || col > 2*size.Cols || (row+col)%2 == 0 {
		return "", false
	}
	r, c, side := row/2, col/2, "top"
	if row%2 == 1 {
		side = "left"
	}
	switch {
	case r == size.Rows:
		r, side = r-1, "bottom"
	case c == size.Cols:
		c, side = c-1, "right"
	}
	at := fmt.Sprintf("the %s of row %d, column %d", side, r+1, c+1)
	switch {
	case text == "-" && row%2 == 0, text == "|" && row%2 == 1:
		return "The loop runs along " + at, true
	case text == "x":
		return "The loop does not run along " + at, true
	}
	return "", false
}
