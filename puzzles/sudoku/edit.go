package sudoku

import (
	"fmt"
	"slices"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Pad keys besides the digits, the region letters and Delete (what Edit
// receives).
const (
	KeyX         = "toggle-x"   // diagonals on or off
	KeyMode      = "mode"       // what the pad enters: givens, regions, cages
	KeyCage      = "cage"       // puts the cell in a cage of its own, or takes it out
	KeyJoinLeft  = "join-left"  // joins the cell's cage with its left neighbour's
	KeyJoinUp    = "join-up"    // joins the cell's cage with its upper neighbour's
	KeyJoinRight = "join-right" // joins the cell's cage with its right neighbour's
	KeyJoinDown  = "join-down"  // joins the cell's cage with its lower neighbour's
	keyDelete    = "Delete"     //
	keyBack      = "Backspace"  //
	keySpace     = " "          //
	keyClick     = "Click"      //
	keyAltClick  = "AltClick"   //
	keyNothing   = "Unidentified"
	keyBrush     = "brush-" // and a region's letter: the pad's region key
)

// modeNames are the modes' words on the mode key.
var modeNames = map[mode]string{givens: "Mode: givens", regions: "Mode: regions", cages: "Mode: cages"}

// Hit implements puzzles.Editable: the cell under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) { return puzzles.CellHit(p.N, p.N, x, y) }

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) { return puzzles.CellBox(t) }

// Move implements puzzles.Editable.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	return puzzles.CellMove(p.N, p.N, t, arrow)
}

// Keys implements puzzles.Editable. In the givens mode: the digits
// (letters beyond 9) and Delete; in the regions mode: one key per region,
// named by its letter as the board shows it (the brush's key is on); in
// the cages mode: the digits 0..9 that type the cage's sum, Delete, Cage
// and the four Join keys. Then the mode key and the diagonal rule.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	switch p.mode {
	case regions:
		for i := range p.N {
			keys = append(keys, puzzles.Key{Label: regionName(i), Key: keyBrush + regionName(i), On: p.brush == i+1})
		}
	case cages:
		for d := range 10 {
			keys = append(keys, puzzles.Key{Label: digitName(d), Key: digitName(d)})
		}
		keys = append(keys,
			puzzles.Key{Label: "Delete", Key: keyDelete},
			puzzles.Key{Label: "Cage", Key: KeyCage},
			puzzles.Key{Label: "Join ←", Key: KeyJoinLeft},
			puzzles.Key{Label: "Join ↑", Key: KeyJoinUp},
			puzzles.Key{Label: "Join →", Key: KeyJoinRight},
			puzzles.Key{Label: "Join ↓", Key: KeyJoinDown})
	default:
		for d := 1; d <= p.N; d++ {
			keys = append(keys, puzzles.Key{Label: digitName(d), Key: digitName(d)})
		}
		keys = append(keys, puzzles.Key{Label: "Delete", Key: keyDelete})
	}
	x := "Rule: no diagonals"
	if p.X {
		x = "Rule: X diagonals"
	}
	return append(keys,
		puzzles.Key{Label: modeNames[p.mode], Key: KeyMode},
		puzzles.Key{Label: x, Key: KeyX},
	)
}

// help is the editor's help.
const help = "Select a cell and type its given (A, B, … for 10 and up; Delete clears). " +
	"Mode: regions shows each region's letter: press a letter, then tap or drag over cells to paint them into that region (a jigsaw). " +
	"Mode: cages: tap or drag from a cell to make a killer cage or grow it in any direction, then type its sum; Cage and the Join keys do the same from the keyboard."

// Painting implements puzzles.Painter: taps paint in the regions mode
// once a region is chosen, and always in the cages mode.
func (p *Puzzle) Painting() bool {
	return p.mode == regions && p.brush > 0 || p.mode == cages
}

// Paint implements puzzles.Painter. In the regions mode it moves t into
// the chosen region. In the cages mode a stroke grows the cage of the
// cell it started from: its first cell, when in no cage, starts a cage of
// its own (a tap on a caged cell only selects it), and every cell it
// then crosses moves into that cage, whichever side it joins.
func (p *Puzzle) Paint(from, t puzzles.Target) puzzles.Instance {
	if !p.on(from) || !p.on(t) || !p.Painting() {
		return p
	}
	cell, start := [2]int{t.R, t.C}, [2]int{from.R, from.C}
	if p.mode == regions {
		return p.setRegion(cell, p.brush-1)
	}
	q := p.clone()
	if q.cageOf(start) < 0 {
		q.Cages = append(q.Cages, Cage{Cells: [][2]int{start}})
	}
	if cell != start {
		q = q.joinInto(cell, q.cageOf(start))
	}
	q.normalize()
	if q.String() == p.String() {
		return p
	}
	return q
}

// on reports whether t is a cell of the board.
func (p *Puzzle) on(t puzzles.Target) bool {
	return t.Kind == "" && t.R >= 0 && t.C >= 0 && t.R < p.N && t.C < p.N
}

// Edit implements puzzles.Editable. Clicks only select. The mode key, the
// rule and the pad's region keys (which choose the region that taps
// paint, the brush) act without a selection. In the givens mode digits
// (letters for 10 and up; on boards above 9, two digits in a row make a
// number) type the given; Delete, Backspace, '.', '0' and space clear it.
// In the regions mode a typed region letter puts the cell in that region
// and makes it the brush. In the cages mode digits type the sum of the
// cell's cage and Delete clears it; Cage and the Join keys are described
// at their constants.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	switch key {
	case KeyX:
		q := p.clone()
		q.X = !p.X
		return q, nil
	case KeyMode:
		q := p.clone()
		q.mode = (p.mode + 1) % 3
		return q, nil
	}
	if name, ok := strings.CutPrefix(key, keyBrush); ok {
		region, isRegion := p.regionKey(name)
		if !isRegion || p.brush == region+1 {
			return p, nil
		}
		q := p.clone()
		q.brush = region + 1
		return q, nil
	}
	region, isRegion := p.regionKey(key)
	if !p.on(t) {
		return p, nil
	}
	cell := [2]int{t.R, t.C}
	switch {
	case key == keyClick || key == keyAltClick || key == keyNothing:
		return p, nil
	case isRegion:
		q := p.setRegion(cell, region)
		if q == p {
			q = p.clone()
		}
		q.brush = region + 1
		return q, nil
	case p.mode == regions:
		return p, nil
	}
	switch key {
	case KeyCage:
		return p.toggleCage(cell), nil
	case KeyJoinLeft:
		return p.join(cell, [2]int{t.R, t.C - 1}), nil
	case KeyJoinUp:
		return p.join(cell, [2]int{t.R - 1, t.C}), nil
	case KeyJoinRight:
		return p.join(cell, [2]int{t.R, t.C + 1}), nil
	case KeyJoinDown:
		return p.join(cell, [2]int{t.R + 1, t.C}), nil
	}
	if p.mode == cages {
		return p.editSum(cell, key)
	}
	return p.editGiven(cell, key)
}

// regionKey reads a region key in the regions mode: the region's letter
// (either case on boards of up to 26 regions).
func (p *Puzzle) regionKey(key string) (int, bool) {
	if p.mode != regions {
		return 0, false
	}
	for i := range p.N {
		if key == regionName(i) || p.N <= 26 && strings.ToUpper(key) == regionName(i) {
			return i, true
		}
	}
	return 0, false
}

// setRegion moves cell into region g (the puzzle becomes a jigsaw) and
// renames the regions as the text does; it returns the receiver when the
// cell is there already.
func (p *Puzzle) setRegion(cell [2]int, g int) *Puzzle {
	if p.Regions[cell[0]][cell[1]] == g {
		return p
	}
	q := p.clone()
	q.BoxRows, q.BoxCols = 0, 0
	q.Regions[cell[0]][cell[1]] = g
	q.renumber()
	return q
}

// renumber names the regions by their first cells in reading order, as
// the text form does, so that the letters on the board are those of the
// text and of the messages (regions left without cells come last). The
// brush follows its region.
func (p *Puzzle) renumber() {
	ids := map[int]int{}
	for _, row := range p.Regions {
		for _, g := range row {
			if _, ok := ids[g]; !ok {
				ids[g] = len(ids)
			}
		}
	}
	for g := range p.N {
		if _, ok := ids[g]; !ok {
			ids[g] = len(ids)
		}
	}
	for _, row := range p.Regions {
		for c, g := range row {
			row[c] = ids[g]
		}
	}
	if p.brush > 0 {
		p.brush = ids[p.brush-1] + 1
	}
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
			return p, fmt.Errorf("%s is in no cage: tap it (or press Cage) first", cellName(cell))
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
	if other[0] < 0 || other[1] < 0 || other[0] >= p.N || other[1] >= p.N {
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

// joinInto moves cell into cage i (out of its own cage, which is dropped
// when it empties). The caller normalizes.
func (p *Puzzle) joinInto(cell [2]int, i int) *Puzzle {
	if i < 0 || p.cageOf(cell) == i {
		return p
	}
	if j := p.cageOf(cell); j >= 0 {
		p.Cages[j].Cells = slices.DeleteFunc(p.Cages[j].Cells, func(c [2]int) bool { return c == cell })
	}
	p.Cages[i].Cells = append(p.Cages[i].Cells, cell)
	p.Cages = slices.DeleteFunc(p.Cages, func(k Cage) bool { return len(k.Cells) == 0 })
	return p
}
