package app

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/learn"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Play is a person filling in the answer of a puzzle whose decoder reads
// entries (puzzles.Enterer): their entries are a partial answer of the
// type, one value per part (a cell's digit, a cell shaded or dotted, a
// light, a line between two points). The parts and the values each can
// take are read from the type's own encoding: every answer variable,
// either way, decoded alone, names the part it decides and the value it
// gives it. Parts the encoding fixes (the givens) are no parts: they are
// locked. A tap cycles a part's values; a drag between points draws
// lines; keys set, cycle and clear. Undo and Redo step through the
// entries; Solved asks the type's own Check whether the entries, the
// parts left empty taken as their off value (no light, not shaded, no
// line), are an answer.
type Play struct {
	inst   puzzles.Instance
	m      *sat.Model
	dec    puzzles.Decoder
	parts  []playPart
	index  map[puzzles.Target]int
	state  []int // per part: the chosen value's index + 1; 0 is empty
	undo   [][]int
	redo   [][]int
	Sel    int // the selected part, -1 none
	corner bool
	cell   [4]float64 // cell (0, 0)'s box: the lattice of points for lines
	drag   *playDrag
	limit  int           // the largest number a part takes when every value is one and some have two digits, else 0
	keys   []puzzles.Key // the pad's keys (Keys), made once
	typed  pending       // digits typed into the selected part that are no value yet
	Solved bool          // the entries were last found to be an answer
}

// pending is a number typed into part i that only a longer one can be.
type pending struct{ i, n int }

type playPart struct {
	puzzles.Target
	also   []puzzles.Target // other cells that are this part (a map's region)
	values []playValue
}

type playValue struct {
	Value, Words string
	Lit          sat.Lit
}

type playDrag struct {
	last    [2]int
	stepped bool
	cell    int // the cell part tapped at its centre, or -1
}

// ErrNoPlay is returned by NewPlay for a type whose answers cannot be
// entered part by part.
var ErrNoPlay = errors.New("this puzzle type cannot be played on the page yet: its answers are not entered part by part")

// NewPlay starts playing inst with nothing entered.
func NewPlay(inst puzzles.Instance) (pl *Play, err error) {
	defer func() {
		if r := recover(); r != nil {
			pl, err = nil, fmt.Errorf("the puzzle cannot be played: %v", r)
		}
	}()
	m, dec, en, err := puzzles.EncodeForEntries(inst)
	if err != nil {
		return nil, err
	}
	if en == nil {
		return nil, ErrNoPlay
	}
	pl = &Play{inst: inst, m: m, dec: dec, index: map[puzzles.Target]int{}, Sel: -1}
	for _, v := range dec.Vars() {
		for _, lit := range []sat.Lit{v, v.Not()} {
			a := dec.DecodePartial(func(l sat.Lit) (bool, bool) {
				if l.Var() != lit.Var() {
					return false, false
				}
				return (l > 0) == (lit > 0), true
			})
			es, err := en.Entries(a)
			if err != nil {
				return nil, err
			}
			for _, e := range es {
				if e.Lit != lit {
					continue
				}
				i, ok := pl.index[e.Part]
				if !ok {
					i = len(pl.parts)
					pl.index[e.Part] = i
					pl.parts = append(pl.parts, playPart{Target: e.Part})
				}
				if !slices.ContainsFunc(pl.parts[i].values, func(pv playValue) bool { return pv.Value == e.Value }) {
					pl.parts[i].values = append(pl.parts[i].values, playValue{Value: e.Value, Words: e.Words, Lit: lit})
				}
			}
		}
	}
	pl.tie()
	if len(pl.parts) == 0 {
		return nil, errors.New("this puzzle has nothing left to fill in")
	}
	pl.state = make([]int, len(pl.parts))
	pl.geometry()
	pl.limit = pl.typedLimit()
	pl.keys = pl.padKeys()
	return pl, nil
}

// typedLimit is the largest value when every part's values are numbers
// and one has two digits: such numbers are typed digit by digit, not
// cycled by taps; else 0.
func (pl *Play) typedLimit() int {
	most := 0
	for _, p := range pl.parts {
		for _, v := range p.values {
			n, err := strconv.Atoi(v.Value)
			if err != nil || n < 0 {
				return 0
			}
			most = max(most, n)
		}
	}
	if most < 10 {
		return 0
	}
	return most
}

// tie makes cells whose values are the same literals one part (the
// cells of a map's region share its colour): entered at any of them.
func (pl *Play) tie() {
	var parts []playPart
	first := map[string]int{}
	for _, p := range pl.parts {
		key := ""
		for _, v := range p.values {
			key += fmt.Sprintf("%s=%d;", v.Value, v.Lit)
		}
		if i, ok := first[key]; ok && !isLine(p.Target) {
			parts[i].also = append(parts[i].also, p.Target)
			pl.index[p.Target] = i
			continue
		}
		first[key] = len(parts)
		pl.index[p.Target] = len(parts)
		parts = append(parts, p)
	}
	pl.parts = parts
}

// geometry finds the lattice the line parts join: the cells' centres, or
// their corners (a point whose cell lies outside the board).
func (pl *Play) geometry() {
	x, y, w, h := pl.inst.Box(puzzles.Target{})
	pl.cell = [4]float64{x, y, w, h}
	maxC := -1
	for _, p := range pl.parts {
		switch {
		case p.Kind == "edge-down":
			maxC = max(maxC, p.C)
		case strings.HasPrefix(p.Kind, "side-"):
			pl.corner = true // region borders run between corners
			return
		}
	}
	if maxC >= 0 {
		_, hit := pl.inst.Hit(x+(float64(maxC)+0.5)*w, y+h/2)
		pl.corner = !hit
	}
}

// point is the scene position of lattice point (r, c).
func (pl *Play) point(r, c int) (float64, float64) {
	x, y, w, h := pl.cell[0], pl.cell[1], pl.cell[2], pl.cell[3]
	if pl.corner {
		return x + float64(c)*w, y + float64(r)*h
	}
	return x + (float64(c)+0.5)*w, y + (float64(r)+0.5)*h
}

// ends are a line part's two lattice points: an edge's, or the corners
// at the ends of a cell's side (a region border).
func ends(t puzzles.Target) (p, q [2]int) {
	switch t.Kind {
	case "edge-down":
		return [2]int{t.R, t.C}, [2]int{t.R + 1, t.C}
	case "side-right":
		return [2]int{t.R, t.C + 1}, [2]int{t.R + 1, t.C + 1}
	case "side-down":
		return [2]int{t.R + 1, t.C}, [2]int{t.R + 1, t.C + 1}
	}
	return [2]int{t.R, t.C}, [2]int{t.R, t.C + 1}
}

// upright reports whether a line part runs down.
func upright(t puzzles.Target) bool { return t.Kind == "edge-down" || t.Kind == "side-right" }

func isLine(t puzzles.Target) bool {
	return strings.HasPrefix(t.Kind, "edge-") || strings.HasPrefix(t.Kind, "side-")
}

// lineBetween is the line part joining neighbouring lattice points a and
// b (a above or left of b): an edge, or the side of a cell between them.
func (pl *Play) lineBetween(a, b [2]int) (int, bool) {
	edge, side := puzzles.Target{R: a[0], C: a[1], Kind: "edge-right"}, puzzles.Target{R: a[0] - 1, C: a[1], Kind: "side-down"}
	if b[0] > a[0] {
		edge, side = puzzles.Target{R: a[0], C: a[1], Kind: "edge-down"}, puzzles.Target{R: a[0], C: a[1] - 1, Kind: "side-right"}
	}
	if i, ok := pl.index[edge]; ok {
		return i, true
	}
	i, ok := pl.index[side]
	return i, ok
}

// box is a part's box in scene coordinates: its cell, or for a line a
// box around the line.
func (pl *Play) box(t puzzles.Target) (x, y, w, h float64) {
	if !isLine(t) {
		return pl.inst.Box(t)
	}
	p, q := ends(t)
	x0, y0 := pl.point(p[0], p[1])
	x1, y1 := pl.point(q[0], q[1])
	cw, ch := pl.cell[2], pl.cell[3]
	if upright(t) {
		return x0 - cw/4, y0, cw / 2, y1 - y0
	}
	return x0, y0 - ch/4, x1 - x0, ch / 2
}

// PartAt is the part under (x, y): of the cell parts whose box holds
// it, the nearest (boxes overlap: hexagons by their centres, bridges by
// their long axes), or the line whose middle is nearest within a third
// of a cell.
func (pl *Play) PartAt(x, y float64) (int, bool) {
	best, bestD := -1, math.Inf(1)
	cell, cellD := -1, math.Inf(1)
	for i, p := range pl.parts {
		if isLine(p.Target) {
			bx, by, bw, bh := pl.box(p.Target)
			if d := math.Hypot(bx+bw/2-x, by+bh/2-y); d < bestD && d < pl.cell[2]/3 {
				best, bestD = i, d
			}
			continue
		}
		for _, t := range p.cells() {
			if d, in := pl.cellDistance(t, x, y); in && d < cellD {
				cell, cellD = i, d
			}
		}
	}
	if cell >= 0 {
		return cell, true
	}
	return best, best >= 0
}

// cells are a cell part's cells.
func (p playPart) cells() []puzzles.Target { return append([]puzzles.Target{p.Target}, p.also...) }

// cellDistance says whether (x, y) is in the box of cell t and how far
// from its centre, or for a long box (a bridge) from its long axis.
func (pl *Play) cellDistance(t puzzles.Target, x, y float64) (float64, bool) {
	bx, by, bw, bh := pl.box(t)
	if x < bx || x >= bx+bw || y < by || y >= by+bh {
		return 0, false
	}
	if bw > 1.5*bh || bh > 1.5*bw {
		return across(x-bx-bw/2, y-by-bh/2, bw, bh), true
	}
	return math.Hypot(bx+bw/2-x, by+bh/2-y), true
}

// across is how far (dx, dy) from a box's centre lies from its long
// axis: where boxes overlap (two bridges crossing), the tap is on the
// one whose middle line it is nearer.
func across(dx, dy, w, h float64) float64 {
	if w >= h {
		return math.Abs(dy)
	}
	return math.Abs(dx)
}

// pointAt is the lattice point within a third of a cell of (x, y).
func (pl *Play) pointAt(x, y float64) ([2]int, bool) {
	cx, cy, w, h := pl.cell[0], pl.cell[1], pl.cell[2], pl.cell[3]
	fc, fr := (x-cx)/w, (y-cy)/h
	if !pl.corner {
		fc, fr = fc-0.5, fr-0.5
	}
	r, c := math.Round(fr), math.Round(fc)
	if math.Hypot(fr-r, fc-c) > 0.35 {
		return [2]int{}, false
	}
	return [2]int{int(r), int(c)}, true
}

// snapshot saves the entries for Undo.
func (pl *Play) snapshot() {
	pl.undo = append(pl.undo, slices.Clone(pl.state))
	pl.redo = nil
}

// set gives part i the value index v+1 (0 empty) as one undoable step.
func (pl *Play) set(i, v int) bool {
	if i < 0 || i >= len(pl.parts) || pl.state[i] == v {
		return false
	}
	pl.snapshot()
	pl.state[i] = v
	return true
}

// Tap handles a tap at scene coordinates (x, y): it selects the part
// there and cycles its value (empty, then each value in turn). It
// reports whether the entries changed.
func (pl *Play) Tap(x, y float64) bool {
	pl.drag = nil
	if p, ok := pl.pointAt(x, y); ok && pl.hasLines() {
		pl.drag = &playDrag{last: p, cell: -1}
		if !pl.corner {
			// A tap on a cell's centre starts a line; a cell part there
			// is entered at the release, if no line was drawn.
			if i, ok := pl.PartAt(x, y); ok && !isLine(pl.parts[i].Target) {
				pl.drag.cell = i
			}
			return false
		}
	}
	i, ok := pl.PartAt(x, y)
	if !ok {
		return false
	}
	return pl.tapPart(i)
}

// tapPart selects part i and, unless its number is typed, cycles it to
// its next value.
func (pl *Play) tapPart(i int) bool {
	pl.Sel, pl.typed = i, pending{}
	if pl.limit > 0 {
		return false // a tap selects a number cell; its number is typed
	}
	return pl.set(i, (pl.state[i]+1)%(len(pl.parts[i].values)+1))
}

// Release ends a stroke when the pointer is lifted: a tap on a cell's
// centre that drew no line was a tap on that cell (see Tap). It reports
// a change.
func (pl *Play) Release() bool {
	d := pl.drag
	pl.drag = nil
	if d == nil || d.stepped || d.cell < 0 {
		return false
	}
	return pl.tapPart(d.cell)
}

func (pl *Play) hasLines() bool {
	return slices.ContainsFunc(pl.parts, func(p playPart) bool { return isLine(p.Target) })
}

// Drag continues a stroke: when the pointer reaches a lattice point next
// to the last one, the line between them is drawn (or, when drawn,
// taken away). The stroke is one undoable step. It reports a change.
func (pl *Play) Drag(x, y float64) bool {
	if pl.drag == nil {
		return false
	}
	p, ok := pl.pointAt(x, y)
	if !ok || p == pl.drag.last {
		return false
	}
	a, b := pl.drag.last, p
	pl.drag.last = p
	if b[0] < a[0] || b[0] == a[0] && b[1] < a[1] {
		a, b = b, a
	}
	if a[0] == b[0] && b[1] != a[1]+1 || a[1] == b[1] && b[0] != a[0]+1 || a[0] != b[0] && a[1] != b[1] {
		return false
	}
	i, ok := pl.lineBetween(a, b)
	if !ok {
		return false
	}
	v := pl.valueIndex(i, "line") + 1
	if pl.state[i] == v {
		v = 0
	}
	if !pl.drag.stepped {
		pl.snapshot()
		pl.drag.stepped = true
	}
	pl.state[i] = v
	pl.Sel = i
	return true
}

// EndStroke ends a drag.
func (pl *Play) EndStroke() { pl.drag = nil }

func (pl *Play) valueIndex(i int, value string) int {
	return slices.IndexFunc(pl.parts[i].values, func(v playValue) bool { return v.Value == value })
}

// Undo and Redo step through the entries; they report whether there was
// a step.
func (pl *Play) Undo() bool { return pl.step(&pl.undo, &pl.redo) }

// Redo reapplies an undone entry.
func (pl *Play) Redo() bool { return pl.step(&pl.redo, &pl.undo) }

func (pl *Play) step(from, to *[][]int) bool {
	if len(*from) == 0 {
		return false
	}
	pl.drag = nil
	*to = append(*to, pl.state)
	pl.state = (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	return true
}

// CanUndo and CanRedo say whether the buttons do anything.
func (pl *Play) CanUndo() bool { return len(pl.undo) > 0 }

// CanRedo reports an undone step.
func (pl *Play) CanRedo() bool { return len(pl.redo) > 0 }

// Clear empties every part as one undoable step.
func (pl *Play) Clear() bool {
	if !slices.ContainsFunc(pl.state, func(v int) bool { return v != 0 }) {
		return false
	}
	pl.snapshot()
	pl.state = make([]int, len(pl.parts))
	return true
}

// Keys are the pad's keys while playing: one per value the parts take,
// then Clear (of the selected part); a copy of those NewPlay made.
func (pl *Play) Keys() []puzzles.Key { return slices.Clone(pl.keys) }

// padKeys makes the pad's keys (Keys) from the parts and the limit.
func (pl *Play) padKeys() []puzzles.Key {
	if pl.limit > 0 {
		return puzzles.DigitKeys(puzzles.Key{Label: "Backspace", Key: "Backspace"}, puzzles.Key{Label: "Clear", Key: "Delete"})
	}
	var keys []puzzles.Key
	seen := map[string]bool{}
	for _, p := range pl.parts {
		for _, v := range p.values {
			if !seen[v.Value] {
				seen[v.Value] = true
				keys = append(keys, puzzles.Key{Label: valueLabel(v), Key: v.Value})
			}
		}
	}
	sortNumbers(keys)
	return append(keys, puzzles.Key{Label: "Clear", Key: "Delete"})
}

// sortNumbers puts keys that are all numbers in numeric order (a
// Sudoku's pad reads 1 to 9, whichever cell's values came first).
func sortNumbers(keys []puzzles.Key) {
	num := make(map[string]int, len(keys))
	for _, k := range keys {
		n, err := strconv.Atoi(k.Key)
		if err != nil {
			return
		}
		num[k.Key] = n
	}
	slices.SortFunc(keys, func(a, b puzzles.Key) int { return num[a.Key] - num[b.Key] })
}

// valueLabel names a value on its key: a digit as it is, a mark by its
// name ("lights": Light), an off value as a dot, a line as Line.
func valueLabel(v playValue) string {
	switch {
	case v.Value == "#":
		return "Shade"
	case v.Value == "line":
		return "Line"
	case v.Value == "no line":
		return "Cross"
	case v.Lit < 0 && len(v.Value) > 1 || v.Value == ".":
		return "Dot"
	case len(v.Value) > 2:
		w := strings.TrimSuffix(v.Value, "s")
		return strings.ToUpper(w[:1]) + w[1:]
	}
	return v.Value
}

// off reports whether v is what an empty part stands for: a dot (not
// shaded, no light) or no line.
func (v playValue) off() bool { return v.Value == "no line" || valueLabel(v) == "Dot" }

// Key handles a key while playing: arrows move the selection over the
// parts, Space and Enter cycle the selected part, a value's key (a digit,
// "#", or the first letter of its pad label) sets it, Delete and
// Backspace clear it. It reports whether the entries changed, and an
// error for a key that does nothing.
func (pl *Play) Key(key string) (bool, error) {
	switch key {
	case "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight":
		pl.Sel, pl.typed = pl.move(key), pending{}
		return false, nil
	case "Escape":
		pl.Sel = -1
		return false, nil
	}
	if pl.Sel < 0 || pl.Sel >= len(pl.parts) {
		if printable(key) || key == " " || key == "Enter" {
			return false, errors.New("select a part of the board first: tap it, or an arrow key")
		}
		return false, nil
	}
	i := pl.Sel
	if pl.limit > 0 {
		return pl.typeKey(i, key)
	}
	switch key {
	case " ", "Enter":
		return pl.set(i, (pl.state[i]+1)%(len(pl.parts[i].values)+1)), nil
	case "Delete", "Backspace", "0":
		if key != "0" || pl.valueIndex(i, "0") < 0 {
			return pl.set(i, 0), nil
		}
	}
	if v := pl.valueIndex(i, key); v >= 0 {
		return pl.set(i, v+1), nil
	}
	for v, pv := range pl.parts[i].values {
		if l := valueLabel(pv); len(key) == 1 && (strings.EqualFold(pv.Value, key) || len(l) > 1 && strings.EqualFold(l[:1], key)) {
			return pl.set(i, v+1), nil
		}
	}
	if printable(key) {
		return false, fmt.Errorf("the key %s enters nothing here; the pad's keys do", key)
	}
	return false, nil
}

// Press applies a pad key to the selected part.
func (pl *Play) Press(key string) (bool, error) {
	if pl.Sel < 0 {
		return false, errors.New("tap a part of the board first, then the key")
	}
	if key == "Delete" {
		return pl.set(pl.Sel, 0), nil
	}
	if pl.limit > 0 {
		return pl.typeKey(pl.Sel, key)
	}
	v := pl.valueIndex(pl.Sel, key)
	if v < 0 {
		return false, fmt.Errorf("%s cannot hold that", strings.ToLower(pl.partWords(pl.Sel)[:1])+pl.partWords(pl.Sel)[1:])
	}
	return pl.set(pl.Sel, v+1), nil
}

// partWords names a part: "Row 3, column 4", or the line's words.
func (pl *Play) partWords(i int) string {
	p := pl.parts[i]
	if !isLine(p.Target) {
		return puzzles.CellWords(p.R, p.C)
	}
	return "this line"
}

// move is the part an arrow reaches from the selection: the nearest part
// that way, in the same row or column when there is one.
func (pl *Play) move(arrow string) int {
	if pl.Sel < 0 || pl.Sel >= len(pl.parts) {
		return 0
	}
	d := map[string][2]float64{"ArrowUp": {0, -1}, "ArrowRight": {1, 0}, "ArrowDown": {0, 1}, "ArrowLeft": {-1, 0}}[arrow]
	x, y, w, h := pl.box(pl.parts[pl.Sel].Target)
	cx, cy := x+w/2, y+h/2
	best, bestD := pl.Sel, math.Inf(1)
	for i, p := range pl.parts {
		bx, by, bw, bh := pl.box(p.Target)
		dx, dy := bx+bw/2-cx, by+bh/2-cy
		along := dx*d[0] + dy*d[1]
		across := math.Abs(dx*d[1] - dy*d[0])
		if along < 0.01 {
			continue
		}
		// The same row or column first, skipping the givens; else the
		// nearest line over.
		if dist := 100*math.Round(across*100)/100 + along; dist < bestD {
			best, bestD = i, dist
		}
	}
	return best
}

// Entered counts the parts with a value.
func (pl *Play) Entered() int {
	n := 0
	for _, v := range pl.state {
		if v != 0 {
			n++
		}
	}
	return n
}

// known is the entries as a partial assignment of the answer variables.
func (pl *Play) known() map[int]bool {
	known := map[int]bool{}
	for i, v := range pl.state {
		if v != 0 {
			l := pl.parts[i].values[v-1].Lit
			known[l.Var()] = l > 0
		}
	}
	return known
}

// Answer is the entries as a partial answer of the type, as the learn
// package reads them.
func (pl *Play) Answer() puzzles.Answer {
	known := pl.known()
	return pl.dec.DecodePartial(func(l sat.Lit) (bool, bool) {
		v, ok := known[l.Var()]
		return v == (l > 0), ok
	})
}

// Entries is Answer as JSON, for the worker.
func (pl *Play) Entries() json.RawMessage {
	b, err := json.Marshal(pl.Answer())
	if err != nil {
		return json.RawMessage("null")
	}
	return b
}

// Check reports whether the entries, with every empty part taken as its
// off value, or as none of its values (a part whose values are a literal
// and its negation must be entered), are an answer the type's own Check
// accepts (any valid answer, not only the solver's); answer variables no
// part decides (Filling's sides) are the solver's to choose. It sets
// Solved.
func (pl *Play) Check() (solved bool) {
	defer func() {
		if recover() != nil {
			solved = false
		}
		pl.Solved = solved
	}()
	m := pl.m.Clone()
	for i, part := range pl.parts {
		v := pl.state[i] - 1
		if v < 0 {
			v = slices.IndexFunc(part.values, playValue.off)
		}
		for j, pv := range part.values {
			switch {
			case j == v:
				m.Unit(pv.Lit)
			case v < 0 && slices.ContainsFunc(part.values, func(o playValue) bool { return o.Lit == pv.Lit.Not() }):
				return false // a Slant cell has no line to take when empty
			case v < 0:
				m.Unit(pv.Lit.Not()) // none of its values: a neutral magnet
			}
		}
	}
	if m.Trivial() != "" {
		return false
	}
	var stats puzzles.Stats
	a, err := puzzles.Next(m.Solver(), pl.inst, pl.dec, &stats)
	return err == nil && a != nil && pl.inst.Check(a) == nil
}

// Save is the entries as text for storage: one "r,c,kind=value" a line.
func (pl *Play) Save() string {
	var b strings.Builder
	for i, v := range pl.state {
		if v != 0 {
			p := pl.parts[i]
			fmt.Fprintf(&b, "%d,%d,%s=%s\n", p.R, p.C, p.Kind, p.values[v-1].Value)
		}
	}
	return b.String()
}

// Restore replaces the entries by those saved by Save, skipping any
// line that does not fit this puzzle; it is not an undoable step.
func (pl *Play) Restore(text string) {
	pl.state = make([]int, len(pl.parts))
	for _, line := range strings.Split(text, "\n") {
		at, value, ok := strings.Cut(line, "=")
		f := strings.SplitN(at, ",", 3)
		if !ok || len(f) != 3 {
			continue
		}
		var t puzzles.Target
		if _, err := fmt.Sscanf(f[0]+" "+f[1], "%d %d", &t.R, &t.C); err != nil {
			continue
		}
		t.Kind = f[2]
		if i, ok := pl.index[t]; ok {
			if v := pl.valueIndex(i, value); v >= 0 {
				pl.state[i] = v + 1
			}
		}
	}
}

// Apply sets the entries to the facts of steps (a path's first steps),
// not as an undoable step: what the path shows.
func (pl *Play) Apply(es []puzzles.Entry) {
	pl.state = make([]int, len(pl.parts))
	for _, e := range es {
		if i, ok := pl.index[e.Part]; ok {
			if v := pl.valueIndex(i, e.Value); v >= 0 {
				pl.state[i] = v + 1
			}
		}
	}
}

// Marks are what a check, a hint or a step highlights: parts (entries)
// and clue cells.
type Marks struct {
	Parts []puzzles.Target
	Clues [][2]int
	Fill  string // draw.Differ for faults, draw.Selected-like for reasons
}

// Scene draws the puzzle with the entries, the selection and marks.
func (pl *Play) Scene(marks []Marks) (sc draw.Scene) {
	defer func() {
		if recover() != nil {
			sc = pl.inst.Draw(nil)
		}
	}()
	sc = pl.inst.Draw(pl.Answer())
	var under, over []draw.Item
	for _, mk := range marks {
		for _, t := range mk.Parts {
			x, y, w, h := pl.box(t)
			under = append(under, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: mk.Fill})
			over = append(over, outline(x, y, w, h, draw.DifferEdge))
		}
		for _, c := range mk.Clues {
			x, y, w, h, ok := pl.clueBox(c)
			if !ok {
				continue
			}
			under = append(under, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: mk.Fill})
			// A clue may be a black cell: its outline is in the error
			// colour, which shows on black and on white.
			over = append(over, outline(x, y, w, h, draw.Error))
		}
	}
	if pl.Sel >= 0 && pl.Sel < len(pl.parts) {
		p := pl.parts[pl.Sel]
		for _, t := range p.cells() {
			x, y, w, h := pl.box(t)
			under = append(under, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Fill: draw.Selected})
			if t == p.Target {
				over = append(over, draw.Item{Kind: draw.Rect, X: x, Y: y, W: w, H: h, Stroke: draw.Ink, Width: 0.06})
			}
		}
	}
	sc.Items = append(append(under, sc.Items...), over...)
	return sc
}

func outline(x, y, w, h float64, c string) draw.Item {
	const in = 0.06
	return draw.Item{Kind: draw.Rect, X: x + in, Y: y + in, W: max(w-2*in, 0), H: max(h-2*in, 0), R: 0.08, Stroke: c, Width: 2 * in}
}

// Selected names the selected part for tests: "r,c" or "r,c,kind".
func (pl *Play) Selected() string {
	if pl.Sel < 0 || pl.Sel >= len(pl.parts) {
		return ""
	}
	p := pl.parts[pl.Sel]
	s := fmt.Sprintf("%d,%d", p.R, p.C)
	if p.Kind != "" {
		s += "," + p.Kind
	}
	return s
}

// Focus selects the first part when none is.
func (pl *Play) Focus() {
	if pl.Sel < 0 {
		pl.Sel = 0
	}
}

// PartBox is part i's box in scene coordinates (for tests that tap it).
func (pl *Play) PartBox(t puzzles.Target) (x, y, w, h float64) { return pl.box(t) }

// ReadPlayEntries reads entries sent to the worker (learn.ReadEntries).
func ReadPlayEntries(inst puzzles.Instance, js json.RawMessage) (puzzles.Answer, error) {
	return learn.ReadEntries(inst, js)
}

// clueBox is the box of a clue's cell; ok is false for a clue that is no
// cell of the board (a type-specific index the editor cannot place).
func (pl *Play) clueBox(c [2]int) (x, y, w, h float64, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if c[0] < 0 || c[1] < 0 {
		return 0, 0, 0, 0, false
	}
	x, y, w, h = pl.inst.Box(puzzles.Target{R: c[0], C: c[1]})
	return x, y, w, h, w > 0 && h > 0
}

// For is the puzzle the play is on.
func (pl *Play) For() puzzles.Instance { return pl.inst }

// StepMarks are what a hint or a path's step highlights: its reason (the
// clues and known parts, shaded) and its fact (outlined in the
// difference colour).
func StepMarks(s *learn.Step) []Marks {
	if s == nil {
		return nil
	}
	reason := Marks{Fill: draw.Shade}
	for _, c := range s.Clues {
		reason.Clues = append(reason.Clues, c.Cell)
	}
	for _, e := range s.Known {
		reason.Parts = append(reason.Parts, e.Part)
	}
	return []Marks{reason, {Parts: []puzzles.Target{s.Fact.Part}, Fill: draw.Differ}}
}

// EntryMarks highlight entries (the faulty ones of a check, or those that
// differ from the solution).
func EntryMarks(es []puzzles.Entry) []Marks {
	m := Marks{Fill: draw.Differ}
	for _, e := range es {
		m.Parts = append(m.Parts, e.Part)
	}
	return []Marks{m}
}

// Clock is a play's time as the status says it: "4:12".
func Clock(ms int64) string {
	s := ms / 1000
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Lines reports whether the parts include lines (a drag draws them).
func (pl *Play) Lines() bool { return pl.hasLines() }

// Intro is the status when play starts: how to enter, and what helps.
func (pl *Play) Intro() string {
	how := "tap a cell to cycle its entry (or select it and use the keys)"
	if pl.limit > 0 {
		how = "tap a cell and type its number (keys or pad)"
	}
	return "Play: " + how + "; givens are locked. Check, Hint and Solving path help."
}

// Help says how to play, shown instead of the editor's help while
// playing: taps cycle a cell's entry, drags draw lines (types with
// lines), the givens stay.
func (pl *Play) Help() string {
	how := "Tap a cell to cycle its entry, or select it and press a key on the pad"
	switch {
	case pl.limit > 0:
		how = "Tap a cell and type its number (digits, Backspace), or use the pad"
	case pl.hasLines():
		how = "Drag between cells to draw a line, or tap a line to cycle it"
	}
	return how + "; the givens are locked. Check says whether your entries can still be completed, Hint gives the next step with its reason."
}
