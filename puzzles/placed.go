package puzzles

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// PlacedSet reads the cells an answer places things on (lights, tents),
// each [row, column], into a set. It refuses, naming the thing and the
// cell, one off the board of size, one that refuse gives a reason against
// (such as "is on a black cell"; "" lets it stand), and one given twice.
func PlacedSet(cells [][2]int, size grid.Size, thing string, refuse func(grid.Pos) string) (map[grid.Pos]bool, error) {
	set := make(map[grid.Pos]bool, len(cells))
	for _, c := range cells {
		pos := grid.Pos{R: c[0], C: c[1]}
		why := "is off the board"
		if size.In(pos) {
			why = refuse(pos)
		}
		if why == "" && set[pos] {
			why = "is given twice"
		}
		if why != "" {
			return nil, fmt.Errorf("%s %d,%d %s", thing, pos.R, pos.C, why)
		}
		set[pos] = true
	}
	return set, nil
}
