package binairo

import "github.com/puzzlesat/puzzlesat/puzzles"

// KeyUnique is the pad key that turns the unique-rows rule on and off.
const KeyUnique = "unique"

// Edit implements puzzles.Editable. A click only selects. On a cell, 1
// (or b) gives black, 0 (or w) white, and Delete, Backspace, space or '.'
// empties it. Anywhere, the "unique" key (or u) toggles the rule that rows
// and columns all differ.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	var v byte
	switch key {
	case KeyUnique, "u", "U":
		q := p.with(p.Clone())
		q.Unique = !p.Unique
		return q, nil
	case "1", "b", "B":
		v = Black
	case "0", "w", "W":
		v = White
	case "Delete", "Backspace", " ", ".":
		v = Empty
	default:
		return p, nil
	}
	if b, changed := p.Set(t, v); changed {
		return p.with(b), nil
	}
	return p, nil
}

// Keys implements puzzles.Editable: Black, White, Delete and the rule toggle.
func (p *Puzzle) Keys() []puzzles.Key {
	rule := "Unique rows: off"
	if p.Unique {
		rule = "Unique rows: on"
	}
	return []puzzles.Key{
		{Label: "1 (Black)", Key: "1"},
		{Label: "0 (White)", Key: "0"},
		{Label: "Delete", Key: "Delete"},
		{Label: rule, Key: KeyUnique},
	}
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell and press 1 for a black given, 0 for a white one, Delete to clear it. " +
		"The Unique rows key asks for all rows (and all columns) to differ."
}
