package hashi

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Locate implements puzzles.Locator for the answer's picture (see
// Answer.Text): a bridge mark drawn in a water cell says which two islands
// it joins, found by walking from the cell to the nearest island on each
// side, across or down as the mark runs.
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	d, n := grid.Delta{C: 1}, marks(text, "-=≡≣")
	if n == 0 {
		d, n = grid.Delta{R: 1}, marks(text, "|\"⁝⁞")
	}
	at := grid.Pos{R: row, C: col}
	if n == 0 || p.At(at) != Water {
		return "", false
	}
	from, ok1 := p.island(at, grid.Delta{R: -d.R, C: -d.C})
	to, ok2 := p.island(at, d)
	if !ok1 || !ok2 {
		return "", false
	}
	verb := "A bridge runs"
	if n > 1 {
		verb = fmt.Sprintf("%d bridges run", n)
	}
	return fmt.Sprintf("%s between the islands at row %d, column %d and row %d, column %d",
		verb, from.R+1, from.C+1, to.R+1, to.C+1), true
}

// marks returns how many bridges text draws with set, the marks for 1, 2, 3
// and 4 bridges, or 0 when it is none of them.
func marks(text, set string) int {
	for i, m := range []rune(set) {
		if text == string(m) {
			return i + 1
		}
	}
	return 0
}

// island returns the first island from at in steps of d.
func (p *Puzzle) island(at grid.Pos, d grid.Delta) (grid.Pos, bool) {
	for at = at.Add(d); p.Size().In(at); at = at.Add(d) {
		if p.At(at) != Water {
			return at, true
		}
	}
	return at, false
}
