package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// CheckTotal refuses, before search, counts that cannot add up to total
// (the number of things the board holds, one and many naming them:
// "tree", "trees"): the rows' given counts or the columns' adding up to
// more, or, when every one is given, to another number. The
// puzzles.Impossible names the counts' cells, in the strips right of and
// below the board.
func (c Counted) CheckTotal(total int, one, many string) error {
	size := c.Size()
	for _, line := range []struct {
		name   string
		counts []int
		cell   func(i int) [2]int
	}{
		{"rows", c.Rows, func(i int) [2]int { return [2]int{i, size.Cols} }},
		{"columns", c.Cols, func(i int) [2]int { return [2]int{size.Rows, i} }},
	} {
		sum, all := 0, true
		var cells [][2]int
		for i, n := range line.counts {
			if n == NoCount {
				all = false
				continue
			}
			sum += n
			cells = append(cells, line.cell(i))
		}
		if sum > total || all && sum != total {
			return &puzzles.Impossible{Reason: fmt.Sprintf("the %s' counts add up to %d, and the board has %s", line.name, sum, puzzles.Counted(total, one, many)), Cells: cells}
		}
	}
	return nil
}
