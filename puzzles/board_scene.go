package puzzles

import "github.com/puzzlesat/puzzlesat/puzzles/draw"

// Scene returns an empty picture of the board, one unit a cell, for a
// type's Draw to fill.
func (b Board[T]) Scene() draw.Scene {
	size := b.Size()
	return draw.Scene{W: float64(size.Cols), H: float64(size.Rows)}
}
