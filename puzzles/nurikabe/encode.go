package nurikabe

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the variables of a puzzle: per cell whether it is shaded,
// and per numbered cell i and cell v whether v is on i's island.
type encoding struct {
	p      *Puzzle
	size   grid.Size
	g      *graph.Graph
	clues  []grid.Pos
	shaded []sat.Lit   // by cell index; sat.False on numbers, sat.True where no island reaches
	member [][]sat.Lit // member[i][v]: cell v is on clue i's island (sat.False out of reach)
	sea    *graph.Connected
}

// Encode implements puzzles.Instance. Each numbered cell i gets a
// membership variable for every cell its island can reach (within
// distance size-1, never beside another number); an unshaded cell is on
// exactly one island, a shaded one on none; neighbouring unshaded cells
// are on the same island; an island has exactly its size in cells, and
// each of its cells has a neighbour on it (islands above 1 cell). No 2x2
// block is all shaded; every shaded cell has a shaded neighbour (when the
// sea has 2 cells or more). Two rules are added lazily (Refine): the sea
// is connected (graph.Connected), and no part of an island lies apart from
// its number.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	e := &encoding{p: p, size: size, g: graph.Square(size)}
	for _, pos := range size.Cells() {
		if p.IsClue(pos) {
			e.clues = append(e.clues, pos)
		}
	}
	e.variables(m)
	if err := e.impossible(); err != nil {
		return nil, err
	}
	e.cells(m)
	e.islands(m)
	e.water(m)
	e.sea = &graph.Connected{G: e.g, Active: e.shaded}
	return e, nil
}

// variables makes the membership variables within each island's reach,
// and a shading variable for each cell that some island reaches.
func (e *encoding) variables(m *sat.Model) {
	n := e.g.Len()
	e.shaded = make([]sat.Lit, n)
	for v := range e.shaded {
		e.shaded[v] = sat.True
	}
	e.member = make([][]sat.Lit, len(e.clues))
	for i, c := range e.clues {
		e.member[i] = make([]sat.Lit, n)
		for v := range e.member[i] {
			e.member[i][v] = sat.False
		}
		for _, v := range e.reach(c) {
			if v == e.size.Index(c) {
				e.member[i][v] = sat.True
				e.shaded[v] = sat.False
				continue
			}
			e.member[i][v] = m.NewVar(fmt.Sprintf("island%d.%s", i, e.g.Name(v)))
			if e.shaded[v] == sat.True {
				e.shaded[v] = m.NewVar("shaded." + e.g.Name(v))
			}
		}
	}
}

// reach lists the cells the island of the number at c can cover: by
// breadth-first search from c, up to its size less one steps (any number
// for '?'), never onto or beside another number.
func (e *encoding) reach(c grid.Pos) []int {
	limit := e.p.At(c) - 1
	if e.p.At(c) == Unknown {
		limit = e.g.Len()
	}
	start := e.size.Index(c)
	dist := map[int]int{start: 0}
	out := []int{start}
	for k := 0; k < len(out); k++ {
		u := out[k]
		if dist[u] == limit {
			continue
		}
		for _, ed := range e.g.Incident(u) {
			w := e.g.Other(ed, u)
			if _, seen := dist[w]; seen || !e.free(w, c) {
				continue
			}
			dist[w] = dist[u] + 1
			out = append(out, w)
		}
	}
	return out
}

// free reports whether cell v may join the island of the number at c: it
// holds no number and has no other number beside it.
func (e *encoding) free(v int, c grid.Pos) bool {
	pos := e.pos(v)
	if e.p.IsClue(pos) {
		return false
	}
	for _, q := range e.size.Neighbours(pos, grid.Orthogonal) {
		if q != c && e.p.IsClue(q) {
			return false
		}
	}
	return true
}

func (e *encoding) pos(v int) grid.Pos { return grid.Pos{R: v / e.size.Cols, C: v % e.size.Cols} }

// cells: an unshaded cell is on exactly one island.
func (e *encoding) cells(m *sat.Model) {
	for v, s := range e.shaded {
		if s.IsConst() {
			continue
		}
		var on []sat.Lit
		for i := range e.clues {
			if l := e.member[i][v]; l != sat.False {
				on = append(on, l)
				m.Implies(l, s.Not())
			}
		}
		m.Clause(append(on, s)...)
		m.AtMostOne(on...)
	}
}

// islands: neighbouring unshaded cells share their island, each island has
// its size, and a cell of an island above 1 cell has a neighbour on it.
func (e *encoding) islands(m *sat.Model) {
	for i, c := range e.clues {
		mine := e.member[i]
		var all []sat.Lit
		for v, l := range mine {
			if l == sat.False {
				continue
			}
			all = append(all, l)
			var next []sat.Lit
			for _, ed := range e.g.Incident(v) {
				w := e.g.Other(ed, v)
				m.Clause(l.Not(), e.shaded[w], mine[w])
				next = append(next, mine[w])
			}
			if e.p.At(c) > 1 {
				m.Implies(l, next...)
			}
		}
		if n := e.p.At(c); n != Unknown {
			m.Exactly(n, all...)
		}
	}
}

// water: no 2x2 block is all shaded; a shaded cell has a shaded neighbour
// when the sea has at least 2 cells.
func (e *encoding) water(m *sat.Model) {
	for _, pos := range e.size.Cells() {
		if pos.R+1 < e.size.Rows && pos.C+1 < e.size.Cols {
			var block []sat.Lit
			for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
				block = append(block, e.shaded[e.size.Index(pos.Add(d))].Not())
			}
			m.Clause(block...)
		}
	}
	if n, ok := e.seaCells(); !ok || n < 2 {
		return
	}
	for v, s := range e.shaded {
		var next []sat.Lit
		for _, ed := range e.g.Incident(v) {
			next = append(next, e.shaded[e.g.Other(ed, v)])
		}
		m.Implies(s, next...)
	}
}

// seaCells is the number of shaded cells every solution has; ok is false
// when a '?' leaves it open.
func (e *encoding) seaCells() (n int, ok bool) {
	n = e.g.Len()
	for _, c := range e.clues {
		if e.p.At(c) == Unknown {
			return 0, false
		}
		n -= e.p.At(c)
	}
	return n, true
}

// impossible reports numbers that add up to more than the board, and
// numbers whose islands cannot reach their size.
func (e *encoding) impossible() error {
	if n, ok := e.seaCells(); ok && n < 0 {
		return &puzzles.Impossible{Reason: fmt.Sprintf("the numbers add up to %d more cells than the board has", -n)}
	}
	for i, c := range e.clues {
		n := e.p.At(c)
		reach := 0
		for _, l := range e.member[i] {
			if l != sat.False {
				reach++
			}
		}
		if n != Unknown && reach < n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s can reach only %s", n, puzzles.CellName(c), puzzles.Counted(reach, "cell", "cells")),
				Cells:  [][2]int{{c.R, c.C}},
			}
		}
	}
	return nil
}

// The encoding adds its constraints lazily.
var _ puzzles.Refiner = (*encoding)(nil)

// Refine implements puzzles.Refiner: the sea's cuts, and for each part of
// an island away from its number the cut "if this cell is on the island,
// so is a cell around the part".
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	out := e.sea.Refine(value)
	land := make([]bool, e.g.Len())
	for v, s := range e.shaded {
		land[v] = !value(s)
	}
	region, n := e.g.Regions(land)
	numbered := make([]bool, n)
	for _, c := range e.clues {
		numbered[region[e.size.Index(c)]] = true
	}
	for k := range n {
		if !numbered[k] {
			out = append(out, e.apart(region, k, value))
		}
	}
	return out
}

// apart is the cut for region k, a part of some island without its number.
func (e *encoding) apart(region []int, k int, value func(sat.Lit) bool) []sat.Lit {
	first := -1
	for v, r := range region {
		if r == k {
			first = v
			break
		}
	}
	i := 0
	for j := range e.clues {
		if value(e.member[j][first]) {
			i = j
		}
	}
	cut := []sat.Lit{e.member[i][first].Not()}
	seen := map[int]bool{}
	for v, r := range region {
		if r != k {
			continue
		}
		for _, ed := range e.g.Incident(v) {
			if w := e.g.Other(ed, v); region[w] != k && !seen[w] {
				seen[w] = true
				cut = append(cut, e.member[i][w])
			}
		}
	}
	return cut
}

// Vars implements puzzles.Decoder: the shading of the cells that may be
// either.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for _, s := range e.shaded {
		if !s.IsConst() {
			out = append(out, s)
		}
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: '?' where the shading is not
// known.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(e.shaded, e.size.Cols, known, '#', '.')
}
