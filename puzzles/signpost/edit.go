package signpost

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
)

// arrowKey returns the pad key of direction d: "arrow-n", "arrow-ne", ...
func arrowKey(d Dir) string { return "arrow-" + dirNames[d] }

// Keys implements puzzles.Editable: the digits, the eight arrows, Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	var arrows []puzzles.Key
	for d := range glyphs {
		arrows = append(arrows, puzzles.Key{Label: glyphs[d], Key: arrowKey(Dir(d))})
	}
	return puzzles.DigitKeys(append(arrows, puzzles.Key{Label: "Delete", Key: "Delete"})...)
}

// help is the editor's help.
const help = "Select a cell, press an arrow on the pad (or a-h: N, NE, E, ... NW) to set its arrow, and type its number if it is given (1 then 2 makes 12). " +
	"Delete clears the number, then the arrow; the one cell without an arrow holds the last number."

// Edit implements puzzles.Editable:
//
//   - an arrow key ("arrow-n" ... "arrow-nw", or the letters a-h) sets the
//     cell's arrow;
//   - a digit types a number: it appends to the cell's number while the
//     result is at most N (typing 1 then 2 gives 12), otherwise starts a
//     new one;
//   - Backspace removes the number's last digit;
//   - Delete, Space and "." clear the number, or the arrow when there is
//     no number;
//   - Click and AltClick only select: they change nothing.
//
// A number given twice is allowed while editing (typing 12 goes through 1,
// which may be given elsewhere): Draw shows it in the error colour and
// Encode reports it.
//
// Arrow keys move one cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	next, ok := p.edited(p.At(pos), key)
	if !ok {
		return p, nil
	}
	if b, changed := p.Set(t, next); changed {
		return &Puzzle{b}, nil
	}
	return p, nil
}

// edited returns the cell after key, and false for keys that mean nothing.
func (p *Puzzle) edited(cur Cell, key string) (next Cell, ok bool) {
	for d := range glyphs {
		if key == arrowKey(Dir(d)) || key == string(rune('a'+d)) {
			cur.Arrow = Dir(d)
			return cur, true
		}
	}
	switch key {
	case "Delete", " ", ".", "Clear":
		if cur.Num > 0 {
			cur.Num = 0
		} else {
			cur.Arrow = NoArrow
		}
		return cur, true
	case "Backspace":
		cur.Num /= 10
		return cur, true
	}
	if len(key) != 1 || key[0] < '0' || key[0] > '9' {
		return cur, false
	}
	cur.Num, ok = puzzles.TypeDigit(cur.Num, int(key[0]-'0'), p.N())
	return cur, ok
}

// Clues implements puzzles.Instance: the given numbers in reading order
// (the arrows are the board, not clues).
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(c Cell) string { return puzzles.PositiveClue(c.Num) })
}

// Without implements puzzles.Instance: the dropped numbers are removed,
// the arrows stay.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for _, cl := range puzzles.Picked(p.Clues(), drop) {
		q.Cells[cl.Cell[0]][cl.Cell[1]].Num = 0
	}
	return q
}
