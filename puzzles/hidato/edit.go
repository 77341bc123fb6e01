package hidato

import (
	"fmt"
	"math"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	pos := grid.Pos{R: int(math.Floor(y)), C: int(math.Floor(x))}
	return puzzles.Target{R: pos.R, C: pos.C}, p.Size.In(pos)
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	return float64(t.C), float64(t.R), 1, 1
}

var arrows = map[string]grid.Dir{"ArrowUp": grid.Up, "ArrowRight": grid.Right, "ArrowDown": grid.Down, "ArrowLeft": grid.Left}

// Move implements puzzles.Editable: arrows move one cell, stopping at the
// border (blocked cells can be selected: typing a number opens them).
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	d, ok := arrows[arrow]
	q := grid.Pos{R: t.R, C: t.C}.Add(d.Delta())
	if !ok || !p.Size.In(q) {
		return t
	}
	return puzzles.Target{R: q.R, C: q.C}
}

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
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos := grid.Pos{R: t.R, C: t.C}
	if t.Kind != "" || !p.Size.In(pos) {
		return p, nil
	}
	next, ok := p.edited(pos, key)
	if !ok || next == p.At(pos) {
		return p, nil
	}
	q := p.clone()
	q.Cells[pos.R][pos.C] = next
	if q.N() == 0 {
		return p, fmt.Errorf("the board needs at least one open cell")
	}
	return q, nil
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
	d := int(key[0] - '0')
	n := p.N()
	if cur == Blocked {
		n++ // the cell opens
	}
	switch {
	case cur > 0 && cur*10+d <= n:
		return cur*10 + d, true
	case d == 0:
		return cur, false // no clue starts with 0
	}
	return d, true
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

// Clues implements puzzles.Clued: the given numbers in reading order.
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, pos := range p.Size.Cells() {
		if v := p.At(pos); v > 0 {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: strconv.Itoa(v)})
		}
	}
	return out
}

// Without implements puzzles.Clued: the dropped clues become empty cells.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	clues := p.Clues()
	for _, i := range drop {
		if i >= 0 && i < len(clues) {
			q.Cells[clues[i].Cell[0]][clues[i].Cell[1]] = Empty
		}
	}
	return q
}

// Keys implements puzzles.Keyed: digits, Backspace, Delete and Block.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for _, d := range "1234567890" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	return append(keys,
		puzzles.Key{Label: "Backspace", Key: "Backspace"},
		puzzles.Key{Label: "Delete", Key: "Delete"},
		puzzles.Key{Label: "Block", Key: "block"})
}

// Help implements puzzles.Helper.
func (t *Type) Help() string {
	return "Tap a cell, then digits for its number (1 then 7 makes 17); Block blacks the cell out or opens it again. " +
		"Consecutive numbers are a " + t.piece + "'s move apart."
}
