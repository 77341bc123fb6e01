package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// CheckPointCells refuses a PointGrid board of rows x cols cells whose
// grid points, one more each way, exceed the size limit: such a board
// has at most MaxSide-1 cells a side.
func CheckPointCells(rows, cols int) error {
	if most := puzzles.MaxSide - 1; rows < 1 || cols < 1 || rows > most || cols > most {
		return fmt.Errorf("size %dx%d is outside 1x1 to %dx%d (the grid points are one more each way)", cols, rows, most, most)
	}
	return nil
}
