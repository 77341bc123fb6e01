package puzzles

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// PlacedSet reads the cells an answer places things on (lights, tents),
// each [row, column], into a set. It refuses, naming the thing and the
// cell, one off the board of size, one that refuse refuses (saying
// reason, such as "is on a black cell"), and one given twice.
func PlacedSet(cells [][2]int, size grid.Size, thing, reason string, refuse func(grid.Pos) bool) (map[grid.Pos]bool, error) {
	set := make(map[grid.Pos]bool, len(cells))
	for _, c := range cells {
		pos := grid.Pos{R: c[0], C: c[1]}
		why := ""
		switch {
		case !size.In(pos):
			why = "is off the board"
		case refuse(pos):
			why = reason
		case set[pos]:
			why = "is given twice"
		}
		if why != "" {
			return nil, fmt.Errorf("%s %d,%d %s", thing, pos.R, pos.C, why)
		}
		set[pos] = true
	}
	return set, nil
}
