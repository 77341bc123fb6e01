package starbattle

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

var _ puzzles.Enterer = decoder{}

// Entries implements puzzles.Enterer: the stars (listed, or '*' in the
// picture) are entered as "star", the picture's '.' cells as "no star".
func (d decoder) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	ans, ok := a.(*Answer)
	if !ok || ans == nil {
		return nil, fmt.Errorf("the entries are not a Star Battle answer (%T)", a)
	}
	if ans.Grid != nil && len(ans.Grid) != d.Size.Rows {
		return nil, fmt.Errorf("the entries' picture has %d rows, the board %d", len(ans.Grid), d.Size.Rows)
	}
	on, off, seen := [][2]int{}, [][2]int{}, map[[2]int]bool{}
	for _, st := range ans.Stars {
		if !seen[st] {
			seen[st], on = true, append(on, st)
		}
	}
	for r, row := range ans.Grid {
		if len(row) != d.Size.Cols {
			return nil, fmt.Errorf("row %d of the entries' picture has %d cells, the board %d", r+1, len(row), d.Size.Cols)
		}
		for c := range len(row) {
			switch at := [2]int{r, c}; {
			case row[c] == '*' && !seen[at]:
				seen[at], on = true, append(on, at)
			case row[c] == '.' && seen[at]:
				return nil, fmt.Errorf("row %d, column %d is entered both with and without a star", r+1, c+1)
			case row[c] == '.':
				off = append(off, at)
			}
		}
	}
	lit := func(pos grid.Pos) (sat.Lit, bool) { return d.Lits[d.Size.Index(pos)], true }
	return puzzles.MarkEntries(on, off, lit, d.Size, "star", "no star", "holds a star", "holds no star")
}
