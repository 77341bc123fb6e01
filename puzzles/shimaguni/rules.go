package shimaguni

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// counted is the smallest number that exactly writes as a sequential
// counter (sat.Model.CountBetween) rather than the model's own
// cardinality rule: as Heyawake's, a large island in a large room
// propagates better through the counter.
const counted = 8

// Encode implements puzzles.Instance: a variable per cell (shaded). Two
// cells side by side in different rooms are not both shaded. A numbered
// room has exactly that many shaded cells; any other room at least one,
// and an integer, its island's size, equal to its count of shaded cells
// (a sum). Two rooms that share a border have islands of different
// sizes (a room's number, or its size integer). In an island of two
// cells or more, every shaded cell has a shaded neighbour in its room;
// and, added lazily, the shaded cells of each room are connected. A
// board that is no puzzle (see Validate) is an error.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	return cellgrid.Validated(p, m, func(m *sat.Model) puzzles.Decoder {
		vars, sh := p.NewShadeVars(m, "shaded", nil)
		for _, e := range p.Size().Edges() {
			if p.Of(e.A) != p.Of(e.B) {
				m.Clause(sh.At(e.A).Not(), sh.At(e.B).Not())
			}
		}
		cells, number := p.RegionCells(), p.numbers()
		for _, pos := range p.Where(numbered) {
			if id := p.Of(pos); p.At(pos) != number[id] {
				m.Contradict(fmt.Sprintf("room %s has the numbers %d and %d", cellgrid.RegionName(id), number[id], p.At(pos)))
			}
		}
		sizes, d := map[int]*sat.Int{}, &decoder{ShadeVars: sh}
		for _, id := range p.IDs() {
			name, lits := "room."+cellgrid.RegionName(id), vars.Of(cells[id])
			big := sat.Const(number[id] >= 2)
			m.Clause(lits...)
			if n, ok := number[id]; ok {
				exactly(m, name, n, lits)
			} else {
				x := m.NewInt(name+".size", 1, len(lits))
				terms := make([]sat.Term, 0, 2*len(lits))
				for _, l := range lits {
					terms = append(terms, sat.Term{Lit: l, Weight: 1})
				}
				for v := 2; v <= len(lits); v++ {
					terms = append(terms, sat.Term{Lit: x.GE(v), Weight: -1})
				}
				m.SumEq(terms, 1)
				sizes[id], big = x, x.GE(2)
			}
			for _, pos := range cells[id] {
				next := []sat.Lit{sh.At(pos).Not(), big.Not()}
				for _, q := range p.Around(pos) {
					if p.Of(q) == id {
						next = append(next, sh.At(q))
					}
				}
				m.Clause(next...)
			}
			d.conn = append(d.conn, connected(p, cells[id], lits))
		}
		for _, pair := range p.neighbours() {
			a, b := pair[0], pair[1]
			na, oka := number[a]
			nb, okb := number[b]
			switch {
			case oka && okb && na == nb:
				m.Contradict(fmt.Sprintf("rooms %s and %s share a border and both ask for %d shaded cells", cellgrid.RegionName(a), cellgrid.RegionName(b), na))
			case oka && !okb:
				m.Unit(sizes[b].Eq(na).Not())
			case okb && !oka:
				m.Unit(sizes[a].Eq(nb).Not())
			case !oka && !okb:
				m.NotEqual(sizes[a], sizes[b])
			}
		}
		return d
	})
}

// exactly requires exactly k of lits true: below counted by the model's
// own cardinality rule, from there by a sequential counter.
func exactly(m *sat.Model, name string, k int, lits []sat.Lit) {
	if k < counted || k >= len(lits) {
		m.Exactly(k, lits...)
		return
	}
	m.CountBetween(name, k, k, lits)
}

// connected is the rule "the shaded cells of the room of cells (lits
// their literals) are connected", over the graph of the room's cells
// and the sides they share.
func connected(p *Puzzle, cells []grid.Pos, lits []sat.Lit) *graph.Connected {
	index := map[grid.Pos]int{}
	for i, pos := range cells {
		index[pos] = i
	}
	var ends [][2]int
	for i, pos := range cells {
		for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
			if j, ok := index[pos.Add(d)]; ok {
				ends = append(ends, [2]int{i, j})
			}
		}
	}
	return &graph.Connected{G: graph.New(len(cells), ends, nil), Active: lits, Minimal: true}
}

// decoder reads the shading and adds each room's connectivity cuts.
type decoder struct {
	*cellgrid.ShadeVars
	conn []graph.Refiner
}

// Refine implements puzzles.Refiner.
func (d *decoder) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	return graph.All(d.conn...).Refine(value)
}

// numbers returns the number of each numbered room (the first in
// reading order, when a room has two).
func (p *Puzzle) numbers() map[int]int {
	out := map[int]int{}
	for _, pos := range p.Where(numbered) {
		if _, ok := out[p.Of(pos)]; !ok {
			out[p.Of(pos)] = p.At(pos)
		}
	}
	return out
}

// neighbours returns the pairs of rooms that share a border, each once,
// the smaller first, in the order of the board's sides.
func (p *Puzzle) neighbours() [][2]int {
	seen, out := map[[2]int]bool{}, [][2]int(nil)
	for _, e := range p.Size().Edges() {
		a, b := p.Of(e.A), p.Of(e.B)
		if a == b {
			continue
		}
		pair := [2]int{min(a, b), max(a, b)}
		if !seen[pair] {
			seen[pair] = true
			out = append(out, pair)
		}
	}
	return out
}

func numbered(v int) bool { return v != Empty }

// Check implements puzzles.Instance: a shading of the board whose shaded
// cells in different rooms never touch side by side, whose every room
// has one island (its shaded cells, at least one, connected), whose
// numbered rooms hold their numbers of shaded cells, and whose rooms
// that share a border have islands of different sizes.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "shimaguni", p.Size())
	if err != nil {
		return err
	}
	on := func(pos grid.Pos) bool { return sh[pos.R][pos.C] }
	for _, e := range p.Size().Edges() {
		if p.Of(e.A) != p.Of(e.B) && on(e.A) && on(e.B) {
			return fmt.Errorf("the shaded cells %s and %s of rooms %s and %s touch", e.A, e.B, cellgrid.RegionName(p.Of(e.A)), cellgrid.RegionName(p.Of(e.B)))
		}
	}
	cells, size := p.RegionCells(), map[int]int{}
	for _, id := range p.IDs() {
		var island []grid.Pos
		for _, pos := range cells[id] {
			if on(pos) {
				island = append(island, pos)
			}
		}
		size[id] = len(island)
		if parts := p.parts(island); parts > 1 {
			return fmt.Errorf("the shaded cells of room %s are in %d parts", cellgrid.RegionName(id), parts)
		}
	}
	for _, pos := range p.Where(numbered) {
		if n := size[p.Of(pos)]; n != p.At(pos) {
			return fmt.Errorf("room %s has %s, not %d", cellgrid.RegionName(p.Of(pos)), puzzles.Counted(n, "shaded cell", "shaded cells"), p.At(pos))
		}
	}
	for _, pair := range p.neighbours() {
		if a, b := pair[0], pair[1]; size[a] == size[b] && size[a] > 0 {
			return fmt.Errorf("rooms %s and %s share a border and both have islands of %s", cellgrid.RegionName(a), cellgrid.RegionName(b), puzzles.Counted(size[a], "cell", "cells"))
		}
	}
	for _, id := range p.IDs() {
		if size[id] == 0 {
			return fmt.Errorf("room %s has no shaded cell", cellgrid.RegionName(id))
		}
	}
	return nil
}

// parts returns the number of parts of cells, joined side by side.
func (p *Puzzle) parts(cells []grid.Pos) int {
	seen, n := map[grid.Pos]bool{}, 0
	for _, start := range cells {
		if seen[start] {
			continue
		}
		n++
		seen[start] = true
		for stack := []grid.Pos{start}; len(stack) > 0; {
			pos := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, q := range p.Around(pos) {
				if !seen[q] && slices.Contains(cells, q) {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
	}
	return n
}

// Draw implements puzzles.Instance: the rooms and their numbers, and the
// answer's shaded cells.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.ShadedScene(ans) }

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return p.DiffShaded(x, y) }
