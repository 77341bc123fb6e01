package binairo

import "github.com/puzzlesat/puzzlesat/puzzles"

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	return puzzles.CellHit(p.Rows(), p.Cols(), x, y)
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) { return puzzles.CellBox(t) }

// Move implements puzzles.Editable.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	return puzzles.CellMove(p.Rows(), p.Cols(), t, arrow)
}

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
		q := p.clone()
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
	if t.Kind != "" || t.R < 0 || t.C < 0 || t.R >= p.Rows() || t.C >= p.Cols() || p.Cells[t.R][t.C] == v {
		return p, nil
	}
	q := p.clone()
	q.Cells[t.R][t.C] = v
	return q, nil
}

// Keys implements puzzles.Keyed: Black, White, Delete and the rule toggle.
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

// Help implements puzzles.Helper.
func (Type) Help() string {
	return "Select a cell and press 1 for a black given, 0 for a white one, Delete to clear it. " +
		"The Unique rows key asks for all rows (and all columns) to differ."
}
