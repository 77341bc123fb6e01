package puzzles

import "github.com/puzzlesat/puzzlesat/puzzles/draw"

// GridScene returns a picture of the empty board, one unit a cell: faint
// lines between the cells inside a bold border, for a type's Draw to fill.
func (b Board[T]) GridScene() draw.Scene {
	s := b.Scene()
	s.Grid(b.Size().Rows, b.Size().Cols)
	return s
}

// DrawClues writes the text of each clue centred in its cell (Clue.Cell
// as [row, column]), in colour, bold or not: the givens of a type whose
// Clues are its cells' numbers.
func DrawClues(s *draw.Scene, clues []Clue, colour string, bold bool) {
	for _, c := range clues {
		s.CellText(c.Cell[0], c.Cell[1], c.Value, colour, bold)
	}
}
