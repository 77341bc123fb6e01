package cellgrid

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// PathEntries is Enterer.Entries for a numbered-path answer (a
// puzzles.Numbers or PartialNumbers of size): each cell with a number
// above 0 is entered, its literal lit(pos, n) (sat.True or sat.False
// where the encoding fixes the cell: a given, a blocked cell).
func PathEntries(a puzzles.Answer, size grid.Size, lit func(pos grid.Pos, n int) sat.Lit) ([]puzzles.Entry, error) {
	g := puzzles.NumbersOf(a, size)
	if g == nil {
		return nil, fmt.Errorf("the entries are not numbers on a board of %d rows and %d columns (%T)", size.Rows, size.Cols, a)
	}
	var out []puzzles.Entry
	for r, row := range g {
		for c, n := range row {
			if n < 0 {
				return nil, fmt.Errorf("%s holds %d, below 1", puzzles.CellWords(r, c), n)
			}
			if n > 0 {
				out = append(out, puzzles.Entry{Part: puzzles.Target{R: r, C: c}, Value: strconv.Itoa(n),
					Words: fmt.Sprintf("%s is %d", puzzles.CellWords(r, c), n), Lit: lit(grid.Pos{R: r, C: c}, n)})
			}
		}
	}
	return out, nil
}
