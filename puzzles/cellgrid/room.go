package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Count returns how many of cells have a value that passes is.
func (g Grid) Count(cells []grid.Pos, is func(v int) bool) int {
	n := 0
	for _, pos := range cells {
		if is(g.At(pos)) {
			n++
		}
	}
	return n
}

// Overfull refuses, before search, a clue that asks for more than its
// room: the first of clues whose number is larger than room(pos) is a
// puzzles.Impossible, "the 3 at row 1, column 2 has only 1 white
// neighbour" (one and many name the room: "white neighbour", "white
// neighbours").
func (g Grid) Overfull(clues []grid.Pos, room func(pos grid.Pos) int, one, many string) error {
	for _, pos := range clues {
		if n, k := g.At(pos), room(pos); n > k {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s has only %s", n, puzzles.CellName(pos), puzzles.Counted(k, one, many)),
				Cells:  [][2]int{{pos.R, pos.C}},
			}
		}
	}
	return nil
}
