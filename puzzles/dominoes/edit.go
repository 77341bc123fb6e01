package dominoes

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Editor target kinds besides cells (Kind ""): the side between cell (R, C)
// and its right or lower neighbour, where a click places a clue domino, and
// the caption below the layout, where clicks change the set.
const (
	KindRight = "right"
	KindDown  = "down"
	KindSet   = "set"
)

// Hit implements puzzles.Editable: the caption strip is the set target;
// anything else on the layout selects the cell under the point (holes
// included), the whole cell, a finger's target. A clue domino is given
// from its first cell with Domino right or Domino below.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	size := p.Size()
	rows, cols := float64(size.Rows), float64(size.Cols)
	if !(x >= 0 && y >= 0 && x < cols && y < rows+puzzles.CaptionHeight) { // false for NaN too
		return puzzles.Target{}, false
	}
	if y >= rows {
		return puzzles.Target{R: size.Rows, C: int(x), Kind: KindSet}, true
	}
	return puzzles.Target{R: int(y), C: int(x)}, true
}

// joinable reports whether cells (r0, c0) and (r1, c1) both hold numbers.
func (p *Puzzle) joinable(r0, c0, r1, c1 int) bool {
	return p.At(grid.Pos{R: r0, C: c0}) != Hole && p.At(grid.Pos{R: r1, C: c1}) != Hole
}

// Box implements puzzles.Editable: a cell, the two cells beside a side, or
// the caption strip.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	switch t.Kind {
	case KindRight:
		return float64(t.C), float64(t.R), 2, 1
	case KindDown:
		return float64(t.C), float64(t.R), 1, 2
	case KindSet:
		return 0, float64(p.Size().Rows), float64(p.Size().Cols), puzzles.CaptionHeight
	}
	return float64(t.C), float64(t.R), 1, 1
}

// Move implements puzzles.Editable: arrows move between cells (a side
// moves like its first cell); ArrowDown from the last row reaches the
// caption and ArrowUp leaves it.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := p.Size()
	if t.Kind == KindSet {
		if arrow == "ArrowUp" {
			return puzzles.Target{R: size.Rows - 1, C: min(t.C, size.Cols-1)}
		}
		return t
	}
	d, ok := map[string]grid.Delta{"ArrowUp": {R: -1}, "ArrowRight": {C: 1}, "ArrowDown": {R: 1}, "ArrowLeft": {C: -1}}[arrow]
	if !ok {
		return t
	}
	next := grid.Pos{R: t.R, C: t.C}.Add(d)
	switch {
	case next.R == size.Rows && next.C >= 0:
		return puzzles.Target{R: size.Rows, C: next.C, Kind: KindSet}
	case !size.In(next):
		return t
	}
	return puzzles.Target{R: next.R, C: next.C}
}

// Edit implements puzzles.Editable.
//
// On a cell: a digit types the number (two digits in a row make a number
// up to the set's highest, as 1 then 2 makes 12); x, '.' or Delete makes a
// hole; Backspace removes the last digit (a single digit becomes a hole);
// space toggles between a hole and 0. Changing a cell drops any clue
// domino on it.
//
// On a cell, d (the pad's Domino right) or D (Domino below) does what
// "domino" does on the side to the cell's right or below it.
//
// On a side between two cells: "domino", space or Enter places
// the clue domino covering both (removing clues it overlaps) or removes it
// again; Delete or Backspace removes it.
//
// Anywhere: + raises the set's highest number, - lowers it (refused while
// the layout shows a larger number). Clicks ("Click", "AltClick") only
// select: they change nothing.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if key == "+" || key == "=" || key == "-" {
		return p.editSet(key)
	}
	switch t.Kind {
	case KindRight, KindDown:
		return p.editSide(t, key)
	case "":
		if !p.Size().In(grid.Pos{R: t.R, C: t.C}) {
			break
		}
		if side, ok := map[string]string{"d": KindRight, "D": KindDown}[key]; ok {
			dr, dc, where := 0, 1, "right of"
			if side == KindDown {
				dr, dc, where = 1, 0, "below"
			}
			if !p.joinable(t.R, t.C, t.R+dr, t.C+dc) {
				return p, fmt.Errorf("a clue domino needs numbers in this cell and the one %s it", where)
			}
			return p.editSide(puzzles.Target{R: t.R, C: t.C, Kind: side}, "domino")
		}
		return p.editCell(grid.Pos{R: t.R, C: t.C}, key)
	}
	return p, nil
}

func (p *Puzzle) editCell(pos grid.Pos, key string) (puzzles.Instance, error) {
	v := p.At(pos)
	next := v
	switch key {
	case "x", "X", ".", "Delete":
		next = Hole
	case "Backspace":
		next = Hole
		if v >= 10 {
			next = v / 10
		}
	case " ":
		next = 0
		if v != Hole {
			next = Hole
		}
	default:
		if len(key) != 1 || key[0] < '0' || key[0] > '9' {
			return p, nil
		}
		k := int(key[0] - '0')
		switch {
		case v >= 1 && v*10+k <= p.Max:
			next = v*10 + k
		case k <= p.Max:
			next = k
		default:
			return p, fmt.Errorf("%d is above the set's highest number %d", k, p.Max)
		}
	}
	if next == v {
		return p, nil
	}
	q := p.clone()
	q.Cells[pos.R][pos.C] = next
	q.Given = nil
	for _, d := range p.Given {
		if d.Cells[0] != cellOf(pos) && d.Cells[1] != cellOf(pos) {
			q.Given = append(q.Given, d)
		}
	}
	return q, nil
}

func (p *Puzzle) editSide(t puzzles.Target, key string) (puzzles.Instance, error) {
	a := grid.Pos{R: t.R, C: t.C}
	b := a.Add(grid.Delta{C: 1})
	if t.Kind == KindDown {
		b = a.Add(grid.Delta{R: 1})
	}
	if !p.joinable(a.R, a.C, b.R, b.C) {
		return p, nil
	}
	d := Domino{Pips: [2]int{p.At(a), p.At(b)}, Cells: [2][2]int{cellOf(a), cellOf(b)}}
	present := hasClue(p.Given, d)
	switch key {
	case "domino", " ", "Enter":
	case "Delete", "Backspace":
		if !present {
			return p, nil
		}
	default:
		return p, nil
	}
	q := p.clone()
	q.Given = nil
	for _, e := range p.Given {
		if !overlap(d, e) {
			q.Given = append(q.Given, e)
		}
	}
	if present {
		return q, nil
	}
	if err := q.checkClue(d, q.Given); err != nil {
		return p, fmt.Errorf("cannot place %s here: %v", pipsText(d), err)
	}
	q.Given = append(q.Given, d)
	return q, nil
}

func (p *Puzzle) editSet(key string) (puzzles.Instance, error) {
	next := p.Max
	switch key {
	case "+", "=":
		next++
	default:
		next--
	}
	if next < 0 || next > MaxNumber {
		return p, fmt.Errorf("the set's highest number must be from 0 to %d", MaxNumber)
	}
	for _, row := range p.Cells {
		for _, v := range row {
			if v > next {
				return p, fmt.Errorf("the layout shows %d, above %d: change those cells first", v, next)
			}
		}
	}
	q := p.clone()
	q.Max = next
	return q, nil
}

// Keys implements puzzles.Editable: the set's numbers, Hole, Backspace,
// the clue domino, and the set's size.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for d := 0; d <= min(p.Max, 9); d++ {
		keys = append(keys, puzzles.Key{Label: strconv.Itoa(d), Key: strconv.Itoa(d)})
	}
	return append(keys,
		puzzles.Key{Label: "Hole", Key: "x"}, puzzles.Key{Label: "Backspace", Key: "Backspace"},
		puzzles.Key{Label: "Domino right", Key: "d"}, puzzles.Key{Label: "Domino below", Key: "D"},
		puzzles.Key{Label: "Set up to " + strconv.Itoa(p.Max) + ": raise", Key: "+"},
		puzzles.Key{Label: "Set up to " + strconv.Itoa(p.Max) + ": lower", Key: "-"})
}

// help is the editor's help.
const help = "Tap a cell, then its number on the pad, or Hole; Domino right or Domino below gives (or takes back) the clue domino from that cell to the next. " +
	"The set keys change the highest number. Cover every number with the set's dominoes, each used once."
