package nurikabe

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

// encoding holds the variables of a puzzle: per cell whether it is shaded,
// and per numbered cell i and cell v whether v is on i's island.
type encoding struct {
	*cellgrid.ShadeVars // by cell index; sat.False on numbers, sat.True where no island reaches
	p                   *Puzzle
	clues               []grid.Pos
	member              [][]sat.Lit // member[i][v]: cell v is on clue i's island (sat.False out of reach)
	sea                 *graph.Connected
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
	e := &encoding{p: p, ShadeVars: cellgrid.NewShadeVars(size, nil)}
	e.clues = p.Where(func(v int) bool { return v != Empty })
	e.variables(m)
	if err := e.impossible(); err != nil {
		return nil, err
	}
	e.cells(m)
	e.islands(m)
	e.water(m)
	e.sea = e.Connected(true)
	e.sea.Minimal = true
	return e, nil
}

// variables makes the membership variables within each island's reach,
// and a shading variable for each cell that some island reaches.
func (e *encoding) variables(m *sat.Model) {
	n := e.G.Len()
	e.Lits = slices.Repeat([]sat.Lit{sat.True}, n)
	e.member = make([][]sat.Lit, len(e.clues))
	for i, c := range e.clues {
		e.member[i] = slices.Repeat([]sat.Lit{sat.False}, n)
		for _, v := range e.reach(c) {
			if v == e.Size.Index(c) {
				e.member[i][v] = sat.True
				e.Lits[v] = sat.False
				continue
			}
			e.member[i][v] = m.NewVar(fmt.Sprintf("island%d.%s", i, e.G.Name(v)))
			if e.Lits[v] == sat.True {
				e.Lits[v] = m.NewVar("shaded." + e.G.Name(v))
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
		limit = e.G.Len()
	}
	start := e.Size.Index(c)
	dist := map[int]int{start: 0}
	out := []int{start}
	for k := 0; k < len(out); k++ {
		u := out[k]
		if dist[u] == limit {
			continue
		}
		for _, ed := range e.G.Incident(u) {
			w := e.G.Other(ed, u)
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
	for _, q := range e.Size.Neighbours(pos, grid.Orthogonal) {
		if q != c && e.p.IsClue(q) {
			return false
		}
	}
	return true
}

func (e *encoding) pos(v int) grid.Pos { return grid.Pos{R: v / e.Size.Cols, C: v % e.Size.Cols} }

// cells: an unshaded cell is on exactly one island.
func (e *encoding) cells(m *sat.Model) {
	for v, s := range e.Lits {
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
			for _, ed := range e.G.Incident(v) {
				w := e.G.Other(ed, v)
				m.Clause(l.Not(), e.Lits[w], mine[w])
				next = append(next, mine[w])
			}
			if e.p.At(c) > 1 {
				m.Implies(l, next...)
			}
		}
		if n := e.p.At(c); n != Unknown {
			m.Exactly(n, all...)
			e.G.Within(m, e.Size.Index(c), mine, n-1)
		}
	}
}

// water: no 2x2 block is all shaded; a shaded cell has a shaded neighbour
// when the sea has at least 2 cells.
func (e *encoding) water(m *sat.Model) {
	e.NoBlock(m)
	if n, ok := e.seaCells(); ok && n >= 2 {
		e.NotAlone(m, true)
	}
}

// seaCells is the number of shaded cells every solution has; ok is false
// when a '?' leaves it open.
func (e *encoding) seaCells() (n int, ok bool) {
	n = e.G.Len()
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
		reach := len(slices.DeleteFunc(slices.Clone(e.member[i]), func(l sat.Lit) bool { return l == sat.False }))
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
	land := make([]bool, e.G.Len())
	for v, s := range e.Lits {
		land[v] = !value(s)
	}
	region, n := e.G.Regions(land)
	numbered := make([]bool, n)
	for _, c := range e.clues {
		numbered[region[e.Size.Index(c)]] = true
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
		for _, ed := range e.G.Incident(v) {
			if w := e.G.Other(ed, v); region[w] != k && !seen[w] {
				seen[w] = true
				cut = append(cut, e.member[i][w])
			}
		}
	}
	return cut
}

// Answer is a shading (see cellgrid.Shading): '#' a shaded cell (sea),
// '.' an unshaded one (island); a partial answer has '?' where the
// shading is not known.
type Answer = cellgrid.Shading

// Check implements puzzles.Instance: numbered cells are unshaded, no 2x2
// block is all shaded, the shaded cells are connected, and every island
// (a connected region of unshaded cells) holds exactly one number, equal
// to its size unless it is '?'.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	sh, err := cellgrid.Shaded(ans, "nurikabe", p.Size())
	if err != nil {
		return err
	}
	err = cellgrid.CheckBlocks(sh, func(pos grid.Pos, shaded bool) error {
		if shaded && p.IsClue(pos) {
			return fmt.Errorf("the number at %d,%d is shaded", pos.R, pos.C)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if _, n := cellgrid.Regions(sh, true); n > 1 {
		return fmt.Errorf("the shaded cells form %d separate regions", n)
	}
	return p.checkIslands(cellgrid.Regions(sh, false))
}

// checkIslands checks each island's number and size.
func (p *Puzzle) checkIslands(region []int, n int) error {
	size := p.Size()
	cells := make([]int, n)
	clues := make([][]grid.Pos, n)
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 {
			cells[k]++
			if p.IsClue(pos) {
				clues[k] = append(clues[k], pos)
			}
		}
	}
	for k := range n {
		switch cl := clues[k]; {
		case len(cl) == 0:
			for _, pos := range size.Cells() {
				if region[size.Index(pos)] == k {
					return fmt.Errorf("the island at %d,%d has no number", pos.R, pos.C)
				}
			}
		case len(cl) > 1:
			return fmt.Errorf("the numbers at %d,%d and %d,%d are on one island", cl[0].R, cl[0].C, cl[1].R, cl[1].C)
		case p.At(cl[0]) != Unknown && p.At(cl[0]) != cells[k]:
			return fmt.Errorf("the island of the %d at %d,%d has %d cells", p.At(cl[0]), cl[0].R, cl[0].C, cells[k])
		}
	}
	return nil
}

// Diff implements puzzles.Instance: the cells shaded in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return puzzles.DiffPictures(x, y)
}

// Draw implements puzzles.Instance: the numbers (and '?'s) in their cells;
// with an answer, the sea's cells shaded dark (a partial answer marks the
// cells known to be unshaded with a dot).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	a, _ := ans.(*Answer)
	return p.Scene(func(s *draw.Scene) {
		cellgrid.DrawShading(s, a, p.Size(), func(pos grid.Pos) bool { return !p.IsClue(pos) })
	})
}
