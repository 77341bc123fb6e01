package cellgrid

import "github.com/puzzlesat/puzzlesat/puzzles"

var _ puzzles.Enterer = (*Colouring)(nil)

// Entries implements puzzles.Enterer: 'B' is a cell entered as black,
// 'W' as white, anything else not known (the picture DecodePartial
// gives, not the '#' and '.' of a Shading).
func (c *Colouring) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return puzzles.PictureEntries(a, c.Lits, c.Size.Cols, BlackCell, WhiteCell, "is black", "is white")
}
