package pipes

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Target kinds besides cells: the barrier on the right side or the lower
// side of the cell at R, C.
const (
	TargetBarrierRight = "barrier-right"
	TargetBarrierDown  = "barrier-down"
)

// Hit implements puzzles.Editable: a point selects the cell under it,
// the whole cell (a finger's target); its sides' barriers are set from
// the cell with the Barrier right and Barrier below keys.
func (p *Puzzle) Hit(x, y float64) (puzzles.Target, bool) {
	m := p.margin()
	bx, by := x-m, y-m
	if !(bx >= 0 && by >= 0 && bx < float64(p.Size.Cols) && by < float64(p.Size.Rows)) { // false for NaN too
		return puzzles.Target{}, false
	}
	return puzzles.Target{R: int(by), C: int(bx)}, true
}

// barrierTarget names side d of pos as a barrier target; ok is false on
// the outer edge of a board that does not wrap.
func (p *Puzzle) barrierTarget(pos grid.Pos, d grid.Dir) (puzzles.Target, bool) {
	q, ok := p.Neighbour(pos, d)
	if !ok || q == pos {
		return puzzles.Target{}, false
	}
	if d == grid.Left || d == grid.Up {
		pos, d = q, d.Opposite()
	}
	kind := TargetBarrierRight
	if d == grid.Down {
		kind = TargetBarrierDown
	}
	return puzzles.Target{R: pos.R, C: pos.C, Kind: kind}, true
}

// Box implements puzzles.Editable.
func (p *Puzzle) Box(t puzzles.Target) (x, y, w, h float64) {
	m := p.margin()
	x, y = m+float64(t.C), m+float64(t.R)
	switch t.Kind {
	case TargetBarrierRight:
		return x + 1 - hitBand, y, 2 * hitBand, 1
	case TargetBarrierDown:
		return x, y + 1 - hitBand, 1, 2 * hitBand
	}
	return x, y, 1, 1
}

// Move implements puzzles.Editable: arrows step between cells (a barrier
// target steps from its cell) and stop at the board's edge.
func (p *Puzzle) Move(t puzzles.Target, arrow string) puzzles.Target {
	d, ok := map[string]grid.Dir{"ArrowUp": grid.Up, "ArrowRight": grid.Right, "ArrowDown": grid.Down, "ArrowLeft": grid.Left}[arrow]
	if !ok {
		return t
	}
	q := grid.Pos{R: t.R, C: t.C}.Add(d.Delta())
	if !p.Size.In(q) {
		return t
	}
	return puzzles.Target{R: q.R, C: q.C}
}

// Edit implements puzzles.Editable. Clicks ("Click", "AltClick") only
// select: they change nothing. On a cell:
//
//   - space cycles the tile type: empty, dead end, straight, corner, T,
//     cross, unknown ('?'), empty again;
//   - r turns the tile a quarter clockwise, R anticlockwise;
//   - 0, 1, 2, 3, 4 and ? set the type (2 again switches straight and
//     corner); Delete and Backspace empty the cell;
//   - b toggles the barrier on the cell's right side, B the one below it;
//   - w toggles wrapping around the edges, n switches the seed and Net rules.
//
// On a barrier target, b, B, space and Enter toggle the barrier; Delete
// and Backspace remove it. w and n work wherever t is.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos := grid.Pos{R: t.R, C: t.C}
	if key == "w" || key == "n" {
		return p.editRules(key), nil
	}
	if !p.Size.In(pos) {
		return p, nil
	}
	switch t.Kind {
	case TargetBarrierRight:
		return p.editBarrier(pos, grid.Right, key)
	case TargetBarrierDown:
		return p.editBarrier(pos, grid.Down, key)
	case "":
		return p.editCell(pos, key)
	}
	return p, nil
}

func (p *Puzzle) editCell(pos grid.Pos, key string) (puzzles.Instance, error) {
	q := p.Clone()
	t := p.Tile(pos)
	switch key {
	case " ":
		i := slices.Index(Kinds, t.Kind())
		q.setKind(pos, Kinds[(i+1)%len(Kinds)])
	case "r":
		q.Tiles[pos.R][pos.C] = t.Rotate(1)
	case "R":
		q.Tiles[pos.R][pos.C] = t.Rotate(-1)
	case "0", "Delete", "Backspace":
		q.Tiles[pos.R][pos.C] = Empty
	case "1", "3", "4", "?":
		q.setKind(pos, key)
	case "2":
		if t.Kind() == KindStraight {
			q.setKind(pos, KindCorner)
		} else {
			q.setKind(pos, KindStraight)
		}
	case "b", "B":
		side := map[string]grid.Dir{"b": grid.Right, "B": grid.Down}[key]
		if _, ok := p.barrierTarget(pos, side); !ok {
			return p, fmt.Errorf("the %s side of %s is the edge of the board, which has no barriers", side, puzzles.CellName(pos))
		}
		return p.editBarrier(pos, side, "b")
	default:
		return p, nil
	}
	return q, nil
}

// editRules toggles wrapping (w) or the rule (n).
func (p *Puzzle) editRules(key string) puzzles.Instance {
	q := p.Clone()
	if key == "w" {
		q.Wrap = !q.Wrap
		q.normalize()
	} else {
		q.Rule = map[Rule]Rule{Seed: Net, Net: Seed}[q.Rule]
	}
	return q
}

// setKind puts a tile of the given kind at pos, turned as the old tile was.
func (p *Puzzle) setKind(pos grid.Pos, kind string) {
	quarters := p.Tile(pos).Rotation() / 90
	p.Tiles[pos.R][pos.C] = base[kind].Rotate(quarters)
}

func (p *Puzzle) editBarrier(pos grid.Pos, d grid.Dir, key string) (puzzles.Instance, error) {
	on := p.Blocked(pos, d)
	switch key {
	case "b", "B", " ", "Enter":
		on = !on
	case "Delete", "Backspace":
		on = false
	default:
		return p, nil
	}
	if _, ok := p.barrierTarget(pos, d); !ok {
		return p, nil
	}
	q := p.Clone()
	q.setBarrier(pos, d, on)
	return q, nil
}

// Clues implements puzzles.Instance: every tile that is not unknown, then
// every barrier.
func (p *Puzzle) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, pos := range p.Size.Cells() {
		if t := p.Tile(pos); t != Wild {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: t.Kind() + " " + string(t.Glyph())})
		}
	}
	for _, pos := range p.Size.Cells() {
		b := p.Barriers[pos.R][pos.C]
		if b&BarrierRight != 0 {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: "barrier right"})
		}
		if b&BarrierDown != 0 {
			out = append(out, puzzles.Clue{Cell: [2]int{pos.R, pos.C}, Value: "barrier down"})
		}
	}
	return out
}

// Without implements puzzles.Instance: dropped tiles become unknown ('?', any
// shape) and dropped barriers disappear.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	q := p.Clone()
	for _, cl := range puzzles.Picked(p.Clues(), drop) {
		pos := grid.Pos{R: cl.Cell[0], C: cl.Cell[1]}
		switch cl.Value {
		case "barrier right":
			q.setBarrier(pos, grid.Right, false)
		case "barrier down":
			q.setBarrier(pos, grid.Down, false)
		default:
			q.Tiles[pos.R][pos.C] = Wild
		}
	}
	return q
}

// Keys implements puzzles.Editable: tile shapes, turns, barriers and the
// two rule toggles named by their current state.
func (p *Puzzle) Keys() []puzzles.Key {
	wrap := map[bool]string{false: "Wrap: off", true: "Wrap: on"}[p.Wrap]
	rule := map[Rule]string{Seed: "Rule: any network", Net: "Rule: one network, no loops"}[p.Rule]
	return []puzzles.Key{
		{Label: "Empty", Key: "0"}, {Label: "Dead end", Key: "1"}, {Label: "Straight or corner", Key: "2"},
		{Label: "T", Key: "3"}, {Label: "Cross", Key: "4"}, {Label: "Unknown", Key: "?"},
		{Label: "Turn right", Key: "r"}, {Label: "Turn left", Key: "R"},
		{Label: "Barrier right", Key: "b"}, {Label: "Barrier below", Key: "B"},
		{Label: wrap, Key: "w"}, {Label: rule, Key: "n"},
	}
}

// help is the editor's help.
const help = "Tap a cell, then a shape on the pad (or type 0–4, ?); Turn right/left (r, R) rotates it; Barrier right/below (b, B) walls a side. " +
	"Turn every tile so that the pipes join up."
