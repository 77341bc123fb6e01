package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Keys implements puzzles.Editable: the digits, '?', Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for _, d := range "1234567890" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(keys, puzzles.Key{Label: "?", Key: "?"}, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell and type its island's size (1 then 2 is 12), ? for an island of unknown size, Delete to clear it."
}

// Edit implements puzzles.Editable on a cell: a digit extends the number
// there (1 then 2 is 12) or starts a new one when the longer number would
// be larger than the board; '?' makes it an island of unknown size;
// Backspace removes the last digit; Delete or '.' clears the cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	size := p.Size()
	old := p.At(pos)
	var next int
	switch {
	case key == "Delete" || key == ".":
		next = Empty
	case key == "?":
		next = Unknown
	case key == "Backspace":
		if next = old / 10; old < 0 {
			next = Empty
		}
	case len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		d := int(key[0] - '0')
		next = d
		if old > 0 && old*10+d <= size.Rows*size.Cols {
			next = old*10 + d
		}
		if next == 0 {
			return p, fmt.Errorf("an island has at least 1 cell")
		}
		if next > size.Rows*size.Cols {
			return p, fmt.Errorf("%d is larger than the board's %d cells", next, size.Rows*size.Cols)
		}
	default:
		return p, nil
	}
	if b, changed := p.Set(t, next); changed {
		return &Puzzle{b}, nil
	}
	return p, nil
}
