package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// ShadedCells returns the shaded cells of a Shading answer in reading
// order (none for another answer), as Partition.Repair's on reads them.
func ShadedCells(a puzzles.Answer) []grid.Pos {
	var out []grid.Pos
	if sh, ok := a.(*Shading); ok && sh != nil {
		for r, line := range sh.Grid {
			for c := range line {
				if line[c] == ShadedCell {
					out = append(out, grid.Pos{R: r, C: c})
				}
			}
		}
	}
	return out
}
