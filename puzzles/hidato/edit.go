package hidato

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Edit implements puzzles.Editable:
//
//   - "block" (the pad's Block key) toggles the cell between blocked and
//     open (empty);
//   - Delete, Space and '.' empty the cell (a blocked cell opens);
//   - '#' and x block the cell;
//   - clicks ("Click", "AltClick") only select: they change nothing;
//   - a digit types a clue: it appends to the cell's clue while the result
//     is at most N (typing 1 then 2 gives 12), otherwise starts a new one;
//     on a blocked cell it opens the cell first;
//   - Backspace removes the clue's last digit;
//   - '+' and '-' step the clue to the next or previous number not given
//     elsewhere (the way to reach 12 when 1 is given in another cell).
//
// A clue above N or given twice is allowed while editing (typing 17 goes
// through 1, which may be given elsewhere): Draw shows it in the error
// colour and Encode reports it. Blocking the last open cell is refused.
//
// Arrows move one cell, stopping at the border (blocked cells can be
// selected: typing a number opens them).
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	next, ok := p.edited(pos, key)
	if !ok {
		return p, nil
	}
	q := *p
	if q.Board, ok = p.Set(t, next); !ok {
		return p, nil
	}
	if q.N() == 0 {
		return p, fmt.Errorf("the board needs at least one open cell")
	}
	return &q, nil
}

// edited returns the cell's value after key, and false for keys that mean
// nothing here.
func (p *Puzzle) edited(pos grid.Pos, key string) (int, bool) {
	cur := p.At(pos)
	switch key {
	case "block":
		if cur == Blocked {
			return Empty, true
		}
		return Blocked, true
	case "Delete", " ", ".", "Clear":
		return Empty, true
	case "#", "x", "X":
		return Blocked, true
	case "Backspace":
		if cur == Blocked {
			return cur, false
		}
		return cur / 10, true
	case "+", "-":
		return p.stepped(pos, key), true
	}
	if len(key) != 1 || key[0] < '0' || key[0] > '9' {
		return cur, false
	}
	n := p.N()
	if cur == Blocked {
		n++ // the cell opens
	}
	return puzzles.TypeDigit(cur, int(key[0]-'0'), n)
}

// stepped returns the next (key "+") or previous ("-") number from the
// cell's clue that no other cell gives, or the cell's value when none is left.
func (p *Puzzle) stepped(pos grid.Pos, key string) int {
	cur, n := p.At(pos), p.N()
	if cur == Blocked {
		return cur
	}
	taken := p.Clued()
	step := 1
	if key == "-" {
		step = -1
	}
	for v := cur + step; v >= 1 && v <= n; v += step {
		if at, ok := taken[v]; !ok || at == pos {
			return v
		}
	}
	return cur
}

// Clues implements puzzles.Instance: the given numbers in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(puzzles.PositiveClue)
}

// Without implements puzzles.Instance: the dropped clues become empty cells.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := *p
	q.Board = p.Dropped(p.Clues(), drop, Empty)
	return &q
}

// Keys implements puzzles.Editable: digits, Backspace, Delete and Block.
func (p *Puzzle) Keys() []puzzles.Key {
	return puzzles.DigitKeys(
		puzzles.Key{Label: "Backspace", Key: "Backspace"},
		puzzles.Key{Label: "Delete", Key: "Delete"},
		puzzles.Key{Label: "Block", Key: "block"})
}

// Help implements puzzles.Type.
func (t *Type) Help() string {
	return "Tap a cell, then digits for its number (1 then 7 makes 17); Block blacks the cell out or opens it again. " +
		"Consecutive numbers are a " + t.piece + "'s move apart."
}
