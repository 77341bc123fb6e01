package sudoku

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Pad keys besides the digits and Delete (what Edit receives).
const (
	KeyX        = "toggle-x"  // diagonals on or off
	KeyRegion   = "region"    // moves the cell to the next region (makes a jigsaw)
	KeyCage     = "cage"      // puts the cell in a cage of its own, or takes it out
	KeyJoinLeft = "join-left" // joins the cell's cage with its left neighbour's
	KeyJoinUp   = "join-up"   // joins the cell's cage with its upper neighbour's
	KeySum      = "sum-mode"  // digits type cage sums instead of givens, or back
	keyDelete   = "Delete"    //
	keyBack     = "Backspace" //
	keySpace    = " "         //
	keyClick    = "Click"     //
	keyAltClick = "AltClick"  //
	keyNothing  = "Unidentified"
)

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) { return puzzles.CellHit(p.N, p.N, x, y) }

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) { return puzzles.CellBox(t) }

// Move implements puzzles.Editable.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	return puzzles.CellMove(p.N, p.N, t, arrow)
}

// Keys implements puzzles.Editable: the digits (letters beyond 9; 0..9 while
// typing cage sums), Delete,
// the diagonal rule, the region key, the cage keys and the sum mode.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	lo, hi := 1, p.N
	if p.sumMode { // sums are typed in decimal
		lo, hi = 0, 9
	}
	for d := lo; d <= hi; d++ {
		keys = append(keys, puzzles.Key{Label: digitName(d), Key: digitName(d)})
	}
	x := "Rule: no diagonals"
	if p.X {
		x = "Rule: X diagonals"
	}
	mode := "Typing: givens"
	if p.sumMode {
		mode = "Typing: cage sums"
	}
	return append(keys,
		puzzles.Key{Label: "Delete", Key: keyDelete},
		puzzles.Key{Label: "Region", Key: KeyRegion},
		puzzles.Key{Label: "Cage", Key: KeyCage},
		puzzles.Key{Label: "Join ←", Key: KeyJoinLeft},
		puzzles.Key{Label: "Join ↑", Key: KeyJoinUp},
		puzzles.Key{Label: mode, Key: KeySum},
		puzzles.Key{Label: x, Key: KeyX},
	)
}

// Help implements puzzles.Type.
func (Type) Help() string {
	return "Select a cell and type its given (A, B, … for 10 and up; Delete clears). Region moves the cell to the next region (a jigsaw); " +
		"Cage starts or leaves a killer cage, Join ← / Join ↑ merge it with the neighbour's cage, and in \"Typing: cage sums\" digits type the cage's sum."
}

// Edit implements puzzles.Editable. Clicks only select. Digits (letters
// for 10 and up; on boards above 9, two digits in a row make a number)
// type the given, or the cage sum in sum mode; Delete, Backspace, '.',
// '0' and space clear it. The other pad keys are described at Keys.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if t.Kind != "" || t.R < 0 || t.C < 0 || t.R >= p.N || t.C >= p.N {
		return p, nil
	}
	cell := [2]int{t.R, t.C}
	switch key {
	case keyClick, keyAltClick, keyNothing:
		return p, nil
	case KeyX:
		q := p.clone()
		q.X = !p.X
		return q, nil
	case KeySum:
		q := p.clone()
		q.sumMode = !p.sumMode
		return q, nil
	case KeyRegion:
		return p.nextRegion(cell), nil
	case KeyCage:
		return p.toggleCage(cell), nil
	case KeyJoinLeft:
		return p.join(cell, [2]int{t.R, t.C - 1}), nil
	case KeyJoinUp:
		return p.join(cell, [2]int{t.R - 1, t.C}), nil
	}
	if p.sumMode {
		return p.editSum(cell, key)
	}
	return p.editGiven(cell, key)
}

// editGiven types or clears the given of a cell.
func (p *Puzzle) editGiven(cell [2]int, key string) (puzzles.Instance, error) {
	old := p.Grid[cell[0]][cell[1]]
	next, ok, err := typed(old, key, p.N)
	if !ok || err != nil || next == old {
		return p, err
	}
	q := p.clone()
	q.Grid[cell[0]][cell[1]] = next
	return q, nil
}

// typed returns the value after key is typed on a cell holding old, at
// most limit; ok is false for keys that do not type.
func typed(old int, key string, limit int) (int, bool, error) {
	switch key {
	case keyDelete, keyBack, ".", "0", keySpace:
		if key == "0" && old > 0 && old*10 <= limit {
			return old * 10, true, nil
		}
		return 0, true, nil
	}
	r := []rune(key)
	if len(r) != 1 {
		return old, false, nil
	}
	v, isDigit := digitValue(r[0])
	if !isDigit {
		return old, false, nil
	}
	switch {
	case v < 10 && limit > 9 && old > 0 && old*10+v <= limit:
		return old*10 + v, true, nil
	case v > limit:
		return old, true, fmt.Errorf("%s is above %d", strings.ToUpper(key), limit)
	}
	return v, true, nil
}

// cageOf returns the index of the cage holding cell, or -1.
func (p *Puzzle) cageOf(cell [2]int) int {
	for i, k := range p.Cages {
		if slices.Contains(k.Cells, cell) {
			return i
		}
	}
	return -1
}

// editSum types or clears the sum of the cell's cage.
func (p *Puzzle) editSum(cell [2]int, key string) (puzzles.Instance, error) {
	i := p.cageOf(cell)
	if i < 0 {
		if _, ok, _ := typed(0, key, p.N); ok {
			return p, fmt.Errorf("%s is in no cage: press Cage first", cellName(cell))
		}
		return p, nil
	}
	old := p.Cages[i].Sum
	_, hi := sumRange(p.N, len(p.Cages[i].Cells))
	next, ok, err := typed(old, key, max(hi, 9))
	if ok && err == nil && next > 9 && next > hi {
		err = fmt.Errorf("a cage of %d cells adds up to at most %d", len(p.Cages[i].Cells), hi)
	}
	if !ok || err != nil || next == old {
		return p, err
	}
	q := p.clone()
	q.Cages[i].Sum = next
	return q, nil
}

// nextRegion moves the cell to the next region; the puzzle becomes a jigsaw.
func (p *Puzzle) nextRegion(cell [2]int) *Puzzle {
	q := p.clone()
	q.BoxRows, q.BoxCols = 0, 0
	q.Regions[cell[0]][cell[1]] = (p.Regions[cell[0]][cell[1]] + 1) % p.N
	return q
}

// toggleCage puts a cell that is in no cage into a new cage of its own,
// and takes a caged cell out of its cage.
func (p *Puzzle) toggleCage(cell [2]int) *Puzzle {
	q := p.clone()
	i := p.cageOf(cell)
	if i < 0 {
		q.Cages = append(q.Cages, Cage{Cells: [][2]int{cell}})
		q.normalize()
		return q
	}
	k := &q.Cages[i]
	k.Cells = slices.DeleteFunc(k.Cells, func(c [2]int) bool { return c == cell })
	if len(k.Cells) == 0 {
		q.Cages = slices.Delete(q.Cages, i, i+1)
	}
	q.normalize()
	return q
}

// join merges the cage of cell with the cage of its neighbour other
// (either becomes a cage when it is in none). The neighbour's sum is kept,
// or else the cell's.
func (p *Puzzle) join(cell, other [2]int) *Puzzle {
	if other[0] < 0 || other[1] < 0 {
		return p
	}
	q := p.clone()
	a, b := q.cageOf(cell), q.cageOf(other)
	if a >= 0 && a == b {
		return p
	}
	merged := Cage{}
	for _, i := range []int{a, b} {
		if i >= 0 {
			merged.Cells = append(merged.Cells, q.Cages[i].Cells...)
			if q.Cages[i].Sum != 0 {
				merged.Sum = q.Cages[i].Sum
			}
		}
	}
	if a < 0 {
		merged.Cells = append(merged.Cells, cell)
	}
	if b < 0 {
		merged.Cells = append(merged.Cells, other)
	}
	var keep []Cage
	for i, k := range q.Cages {
		if i != a && i != b {
			keep = append(keep, k)
		}
	}
	q.Cages = append(keep, merged)
	q.normalize()
	return q
}
