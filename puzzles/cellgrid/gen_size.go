package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// GenSize is the size check of a generator (puzzles.RandomBoards.Check):
// it refuses what puzzles.CheckSize refuses, a side over most and a
// board of fewer than least cells.
func GenSize(most, least int) func(rows, cols int) error {
	return func(rows, cols int) error {
		switch err := puzzles.CheckSize(rows, cols); {
		case err != nil:
			return err
		case rows > most || cols > most:
			return fmt.Errorf("generated boards are at most %dx%d, not %dx%d", most, most, cols, rows)
		case rows*cols < least:
			return fmt.Errorf("a %dx%d board is too small: it needs %d cells", cols, rows, least)
		}
		return nil
	}
}
