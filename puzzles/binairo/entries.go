package binairo

import "github.com/puzzlesat/puzzlesat/puzzles"

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: '1' is a cell entered as black,
// '0' as white, anything else not known.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return puzzles.PictureEntries(a, e.vars, e.p.Cols(), Black, White, "is 1 (black)", "is 0 (white)")
}

// Givens reports that the givens are entries (learn.Givens): a given
// 1 or 0 holds exactly when the entry of its cell with it does.
func (p *Puzzle) Givens() bool { return true }
