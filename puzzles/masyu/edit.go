package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	size := p.Size()
	return puzzles.CellHit(size.Rows, size.Cols, x, y)
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) { return puzzles.CellBox(t) }

// Move implements puzzles.Editable.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := p.Size()
	return puzzles.CellMove(size.Rows, size.Cols, t, arrow)
}

// Keys implements puzzles.Keyed: White, Black and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return []puzzles.Key{{Label: "White", Key: "w"}, {Label: "Black", Key: "b"}, {Label: "Delete", Key: "Delete"}}
}

// Help implements puzzles.Helper.
func (Type) Help() string {
	return "Select a cell, then press White (W) or Black (B) for a pearl, or Delete to empty it."
}

// Edit implements puzzles.Editable on a cell: w, W or o puts a white
// pearl, b or B a black one, Delete, Backspace, Space or '.' empties it.
// Clicks only select.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos := grid.Pos{R: t.R, C: t.C}
	if t.Kind != "" || !p.Size().In(pos) {
		return p, nil
	}
	next, ok := map[string]int{
		"w": White, "W": White, "o": White, "O": White, "b": Black, "B": Black,
		"Delete": Empty, "Backspace": Empty, " ": Empty, ".": Empty,
	}[key]
	if !ok || next == p.At(pos) {
		return p, nil
	}
	q := p.clone()
	q.Cells[pos.R][pos.C] = next
	return q, nil
}
