package dominoes

import (
	"fmt"
	"strconv"
)

// Locate implements puzzles.Locator for the answer's picture (see
// Picture): board row r is picture line 2r, with a join "─" after the
// halves of a horizontal domino; line 2r+1 holds the "│" below the top
// half of a vertical one. Each cell takes the set's widest number and one
// column more.
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	step := len(strconv.Itoa(p.Max)) + 1
	r, c := row/2, col/step
	size := p.Size()
	switch {
	case text == "─" && row%2 == 0 && c+1 < size.Cols:
		return fmt.Sprintf("A domino covers row %d, column %d and row %d, column %d", r+1, c+1, r+1, c+2), true
	case text == "│" && row%2 == 1 && r+1 < size.Rows:
		return fmt.Sprintf("A domino covers row %d, column %d and row %d, column %d", r+1, c+1, r+2, c+1), true
	}
	return "", false
}
