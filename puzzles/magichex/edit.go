package magichex

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Targets: a cell is {R: row, C: index in the row}; a line's sum label is
// {R: direction (0 rows, 1 down-left, 2 down-right), C: index, Kind: "line"}.

// LineKind is the Target kind of a line (its sum label).
const LineKind = "line"

// Hit implements puzzles.Editable: the cell, or the line-sum label, under the point.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	b := p.board()
	if math.IsNaN(x) || math.IsNaN(y) || math.IsInf(x, 0) || math.IsInf(y, 0) {
		return puzzles.Target{}, false
	}
	h := b.at(x, y)
	if c, ok := b.index[h]; ok {
		r, i := b.rowOf(c)
		return puzzles.Target{R: r, C: i}, true
	}
	for li, l := range b.lines {
		if b.labelHex(li) == h {
			return puzzles.Target{R: l.Dir, C: l.Index, Kind: LineKind}, true
		}
	}
	return puzzles.Target{}, false
}

// rowOf returns the row of cell c and its index in the row.
func (b *board) rowOf(c int) (r, i int) {
	for r, row := range b.rows {
		if c >= row[0] && c <= row[len(row)-1] {
			return r, c - row[0]
		}
	}
	return -1, -1
}

// cellAt returns the cell of a cell target.
func (b *board) cellAt(t puzzles.Target) (int, bool) {
	if t.Kind != "" || t.R < 0 || t.R >= len(b.rows) || t.C < 0 || t.C >= len(b.rows[t.R]) {
		return 0, false
	}
	return b.rows[t.R][t.C], true
}

// lineAt returns the index in b.lines of a line target.
func (b *board) lineAt(t puzzles.Target) (int, bool) {
	if t.Kind != LineKind || t.R < 0 || t.R > 2 || t.C < 0 || t.C >= len(b.byDir[t.R]) {
		return 0, false
	}
	return b.byDir[t.R][t.C], true
}

// Box implements puzzles.Editable: a cell's hexagon, or the bounding box of
// a line's cells and its label.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	b := p.board()
	hexBox := func(hx hex) (x0, y0, x1, y1 float64) {
		cx, cy := b.centre(hx)
		return cx - 0.5, cy - radius, cx + 0.5, cy + radius
	}
	if c, ok := b.cellAt(t); ok {
		x0, y0, x1, y1 := hexBox(b.cells[c])
		return x0, y0, x1 - x0, y1 - y0
	}
	li, ok := b.lineAt(t)
	if !ok {
		return 0, 0, 0, 0
	}
	x0, y0, x1, y1 := hexBox(b.labelHex(li))
	for _, c := range b.lines[li].Cells {
		a0, b0, a1, b1 := hexBox(b.cells[c])
		x0, y0, x1, y1 = min(x0, a0), min(y0, b0), max(x1, a1), max(y1, b1)
	}
	return x0, y0, x1 - x0, y1 - y0
}

// Move implements puzzles.Editable. Left and right move along a row; up and
// down move to the neighbouring row, to the cell nearer the middle column
// when two are equally near. On a line label the arrows step through the
// lines of the same direction.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	b := p.board()
	if li, ok := b.lineAt(t); ok {
		step := map[string]int{"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}[arrow]
		if i := b.lines[li].Index + step; i >= 0 && i < len(b.byDir[t.R]) {
			t.C = i
		}
		return t
	}
	c, ok := b.cellAt(t)
	if !ok {
		return t
	}
	h := b.cells[c]
	var candidates []hex
	switch arrow {
	case "ArrowLeft":
		candidates = []hex{{h.Q - 1, h.Z}}
	case "ArrowRight":
		candidates = []hex{{h.Q + 1, h.Z}}
	case "ArrowUp":
		candidates = nearerMiddle(hex{h.Q, h.Z - 1}, hex{h.Q + 1, h.Z - 1})
	case "ArrowDown":
		candidates = nearerMiddle(hex{h.Q - 1, h.Z + 1}, hex{h.Q, h.Z + 1})
	}
	for _, n := range candidates {
		if d, ok := b.index[n]; ok {
			r, i := b.rowOf(d)
			return puzzles.Target{R: r, C: i}
		}
	}
	return t
}

// nearerMiddle orders the up-left and up-right (or down-left and
// down-right) neighbours so that the one nearer the middle column comes first.
func nearerMiddle(left, right hex) []hex {
	x := func(h hex) float64 { return math.Abs(float64(h.Q) + float64(h.Z)/2) }
	if x(right) < x(left) {
		return []hex{right, left}
	}
	return []hex{left, right}
}

// Edit implements puzzles.Editable, on cells only. A digit appends to the
// cell's number when the result is in range (1 then 7 gives 17), else
// starts a new number; "-" flips the sign (when negative values are
// allowed); Backspace removes the last digit; Delete, Space and "." clear
// the cell. A value given twice is allowed while editing (it is drawn in
// red, and solving refuses it).
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	c, ok := p.board().cellAt(t)
	if !ok {
		return p, nil
	}
	cur, has := p.Givens[c]
	next, set, err := p.editValue(cur, has, key)
	if err != nil || (set == has && next == cur) {
		return p, err
	}
	q := p.clone()
	if set {
		q.Givens[c] = next
	} else {
		delete(q.Givens, c)
	}
	return q, nil
}

// editValue applies key to a cell holding cur (when has); set is false when
// the cell becomes unknown.
func (p *Puzzle) editValue(cur int, has bool, key string) (next int, set bool, err error) {
	inRange := func(v int) bool { return v >= p.Lo && v <= p.Hi }
	switch key {
	case "Delete", " ", ".", "Clear":
		return 0, false, nil
	case "Backspace":
		s := strconv.Itoa(cur)
		s = strings.TrimSuffix(s[:max(len(s)-1, 0)], "-")
		if v, err := strconv.Atoi(s); has && err == nil && inRange(v) {
			return v, true, nil
		}
		return 0, false, nil
	case "-":
		if has && inRange(-cur) {
			return -cur, true, nil
		}
		return cur, has, nil
	}
	if len(key) != 1 || key[0] < '0' || key[0] > '9' {
		return cur, has, nil // not a key for cells
	}
	d := int(key[0] - '0')
	if has && cur != 0 && abs(cur) < MaxValue/10 {
		longer := cur*10 + d
		if cur < 0 {
			longer = cur*10 - d
		}
		if inRange(longer) {
			return longer, true, nil
		}
	}
	if inRange(d) {
		return d, true, nil
	}
	if d > p.Hi {
		return cur, has, fmt.Errorf("%d is above the highest value %d", d, p.Hi)
	}
	return cur, has, fmt.Errorf("%d is below the lowest value %d", d, p.Lo)
}

// Clues implements puzzles.Instance: the givens, as [row, index in row].
func (p *Puzzle) Clues() []puzzles.Clue {
	b := p.board()
	var out []puzzles.Clue
	for _, c := range p.givenCells() {
		r, i := b.rowOf(c)
		out = append(out, puzzles.Clue{Cell: [2]int{r, i}, Value: fmt.Sprint(p.Givens[c])})
	}
	return out
}

// Without implements puzzles.Instance.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.clone()
	for _, c := range puzzles.Picked(p.givenCells(), drop) {
		delete(q.Givens, c)
	}
	return q
}

// Keys implements puzzles.Editable: digits, the sign when negative values are
// allowed, Backspace and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	var keys []puzzles.Key
	for _, d := range "1234567890" {
		keys = append(keys, puzzles.Key{Label: string(d), Key: string(d)})
	}
	if p.Lo < 0 {
		keys = append(keys, puzzles.Key{Label: "Minus", Key: "-"})
	}
	return append(keys, puzzles.Key{Label: "Backspace", Key: "Backspace"}, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// help is the editor's help.
const help = "Tap a cell, then digits for a number you want fixed (1 then 7 makes 17). " +
	"Every straight line of cells across the hexagon must add up to the same sum."
