package slitherlink

import "github.com/puzzlesat/puzzlesat/puzzles"

// Keys implements puzzles.Editable: the clues 0 to 3 and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return []puzzles.Key{
		{Label: "0", Key: "0"}, {Label: "1", Key: "1"}, {Label: "2", Key: "2"}, {Label: "3", Key: "3"},
		{Label: "Delete", Key: "Delete"},
	}
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell, then press 0–3 for its clue (how many of its sides the loop uses) or Delete to clear it."
}

// Edit implements puzzles.Editable on a cell: 0 to 3 set its clue,
// Delete, Backspace, Space or '.' clear it. Clicks only select.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	next := None
	switch key {
	case "Delete", "Backspace", " ", ".":
	default:
		if len(key) != 1 || key[0] < '0' || key[0] > '9' {
			return p, nil
		}
		next = int(key[0] - '0')
		if err := checkClue(next); err != nil {
			return p, err
		}
	}
	if b, changed := p.Set(t, next); changed {
		return &Puzzle{b}, nil
	}
	return p, nil
}
