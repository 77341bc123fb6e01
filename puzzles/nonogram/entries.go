package nonogram

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: '#' is a cell entered as filled,
// '.' as empty, '?' (or any other character) not known.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return puzzles.PictureEntries(a, slices.Concat(e.cells...), len(e.cells[0]), Filled, Empty, "is filled", "is empty")
}
