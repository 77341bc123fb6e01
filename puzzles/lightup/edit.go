package lightup

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Keys implements puzzles.Editable: Black, the numbers 0 to 4, Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return []puzzles.Key{
		{Label: "Black", Key: "b"},
		{Label: "0", Key: "0"}, {Label: "1", Key: "1"}, {Label: "2", Key: "2"},
		{Label: "3", Key: "3"}, {Label: "4", Key: "4"},
		{Label: "Delete", Key: "Delete"},
	}
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell, then press Black (or #) for a black cell, 0–4 for a numbered black cell, Delete for white."
}

// Edit implements puzzles.Editable on a cell: b, B, x or # makes it black,
// 0 to 4 a numbered black cell, Delete, Backspace or '.' white again.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
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
	if b, changed := p.Set(t, next); changed {
		return &Puzzle{b}, nil
	}
	return p, nil
}
