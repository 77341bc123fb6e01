package lightup

import (
	"fmt"

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

// Keys implements puzzles.Keyed: Black, the numbers 0 to 4, Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return []puzzles.Key{
		{Label: "Black", Key: "b"},
		{Label: "0", Key: "0"}, {Label: "1", Key: "1"}, {Label: "2", Key: "2"},
		{Label: "3", Key: "3"}, {Label: "4", Key: "4"},
		{Label: "Delete", Key: "Delete"},
	}
}

// Help implements puzzles.Helper.
func (Type) Help() string {
	return "Select a cell, then press Black (or #) for a black cell, 0–4 for a numbered black cell, Delete for white."
}

// Edit implements puzzles.Editable on a cell: b, B, x or # makes it black,
// 0 to 4 a numbered black cell, Delete, Backspace or '.' white again.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos := grid.Pos{R: t.R, C: t.C}
	if t.Kind != "" || !p.Size().In(pos) {
		return p, nil
	}
	var next int
	switch key {
	case "b", "B", "x", "X", "#":
		next = Black
	case "Delete", "Backspace", ".":
		next = White
	default:
		if len(key) != 1 || key[0] < '0' || key[0] > '9' {
			return p, nil
		}
		if key[0] > '4' {
			return p, fmt.Errorf("%s is too many: a cell has at most 4 neighbours", key)
		}
		next = int(key[0] - '0')
	}
	if next == p.At(pos) {
		return p, nil
	}
	q := p.clone()
	q.Cells[pos.R][pos.C] = next
	return q, nil
}
