package masyu

import "github.com/puzzlesat/puzzlesat/puzzles"

// Keys implements puzzles.Editable: White, Black and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return []puzzles.Key{{Label: "White", Key: "w"}, {Label: "Black", Key: "b"}, {Label: "Delete", Key: "Delete"}}
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell, then press White (W) or Black (B) for a pearl, or Delete to empty it."
}

// Edit implements puzzles.Editable on a cell: w, W or o puts a white
// pearl, b or B a black one, Delete, Backspace, Space or '.' empties it.
// Clicks only select.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	next, ok := map[string]int{
		"w": White, "W": White, "o": White, "O": White, "b": Black, "B": Black,
		"Delete": Empty, "Backspace": Empty, " ": Empty, ".": Empty,
	}[key]
	if b, changed := p.Set(t, next); ok && changed {
		return &Puzzle{b}, nil
	}
	return p, nil
}
