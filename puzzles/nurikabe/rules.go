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

// encoding is the shading with its lazy rules: the sea is connected, and
// so is each island of a '?'.
type encoding struct {
	*cellgrid.ShadeVars
	lazy []graph.Refiner
}

// Refine implements puzzles.Refiner.
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	return graph.All(e.lazy...).Refine(value)
}

// Encode implements puzzles.Instance. Each numbered cell i gets a
// membership variable for every cell its island can reach (within
// distance size-1, never beside another number; other cells are sea); an
// unshaded cell is on exactly one island, a shaded one on none;
// neighbouring unshaded cells are on the same island; an island has
// exactly its size in cells, within its size-1 steps of its number
// (graph.Within). No 2x2 block is all shaded; every shaded cell has a
// shaded neighbour (when the sea has 2 cells or more); the sea, and each
// island of a '?', is connected (graph.Connected, lazily).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	e := &encoding{ShadeVars: cellgrid.NewShadeVars(size, slices.Repeat([]sat.Lit{sat.True}, size.Rows*size.Cols))}
	clues := p.Where(func(v int) bool { return v != Empty })
	member := make([][]sat.Lit, len(clues))
	for i, c := range clues {
		member[i] = e.island(m, p, i, c)
	}
	if err := p.impossible(clues, member); err != nil {
		return nil, err
	}
	for v, s := range e.Lits {
		var on []sat.Lit
		for i := range clues {
			if l := member[i][v]; l != sat.False && !s.IsConst() {
				on = append(on, l)
				m.Implies(l, s.Not())
			}
		}
		if !s.IsConst() {
			m.Clause(append(on, s)...)
			m.AtMostOne(on...)
		}
	}
	for i, c := range clues {
		e.islands(m, p, member[i], c)
	}
	e.NoBlock(m)
	if n, ok := p.seaCells(); ok && n >= 2 {
		e.NotAlone(m, true)
	}
	sea := e.Connected(true)
	sea.Minimal = true
	e.lazy = append([]graph.Refiner{sea}, e.lazy...)
	return e, nil
}

// island makes the membership variables of island i, numbered at c, and
// a shading variable for each cell that it is the first to reach.
func (e *encoding) island(m *sat.Model, p *Puzzle, i int, c grid.Pos) []sat.Lit {
	mine := slices.Repeat([]sat.Lit{sat.False}, e.G.Len())
	for k, v := range p.reach(e.G, c) {
		if k == 0 {
			mine[v], e.Lits[v] = sat.True, sat.False
			continue
		}
		mine[v] = m.NewVar(fmt.Sprintf("island%d.%s", i, e.G.Name(v)))
		if e.Lits[v] == sat.True {
			e.Lits[v] = m.NewVar("shaded." + e.G.Name(v))
		}
	}
	return mine
}

// islands: an unshaded neighbour of the island's cell is on it, each cell
// of an island above 1 cell has a neighbour on it, and the island has its
// size, within its size-1 steps of its number ('?': it is connected,
// lazily).
func (e *encoding) islands(m *sat.Model, p *Puzzle, mine []sat.Lit, c grid.Pos) {
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
		if p.At(c) > 1 {
			m.Implies(l, next...)
		}
	}
	if n := p.At(c); n != Unknown {
		m.Exactly(n, all...)
		e.G.Within(m, p.Size().Index(c), mine, n-1)
	} else {
		e.lazy = append(e.lazy, &graph.Connected{G: e.G, Active: mine, Minimal: true})
	}
}

// reach lists the cells the island of the number at c can cover, c
// first: up to its size less one steps from c (any number for '?'),
// never onto or beside another number.
func (p *Puzzle) reach(g *graph.Graph, c grid.Pos) []int {
	limit := p.At(c) - 1
	if p.At(c) == Unknown {
		limit = g.Len()
	}
	return g.Ball(p.Size().Index(c), limit, func(v int) bool { return p.free(v, c) })
}

// free reports whether cell v may join the island of the number at c: it
// holds no number and has no other number beside it.
func (p *Puzzle) free(v int, c grid.Pos) bool {
	pos := grid.Pos{R: v / p.Size().Cols, C: v % p.Size().Cols}
	return !p.IsClue(pos) && !slices.ContainsFunc(p.Size().Neighbours(pos, grid.Orthogonal), func(q grid.Pos) bool {
		return q != c && p.IsClue(q)
	})
}

// seaCells is the number of shaded cells every solution has; ok is false
// when a '?' leaves it open.
func (p *Puzzle) seaCells() (n int, ok bool) {
	n = p.Size().Rows * p.Size().Cols
	for _, c := range p.Where(func(v int) bool { return v > 0 }) {
		n -= p.At(c)
	}
	return n, len(p.Where(func(v int) bool { return v == Unknown })) == 0
}

// impossible reports numbers that add up to more than the board, and
// numbers whose islands cannot reach their size.
func (p *Puzzle) impossible(clues []grid.Pos, member [][]sat.Lit) error {
	if n, ok := p.seaCells(); ok && n < 0 {
		return &puzzles.Impossible{Reason: fmt.Sprintf("the numbers add up to %d more cells than the board has", -n)}
	}
	for i, c := range clues {
		reach := len(member[i]) - puzzles.CountIn(map[sat.Lit]bool{sat.False: true}, member[i]...)
		if n := p.At(c); n != Unknown && reach < n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s can reach only %s", n, puzzles.CellName(c), puzzles.Counted(reach, "cell", "cells")),
				Cells:  [][2]int{{c.R, c.C}},
			}
		}
	}
	return nil
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
	cells, first, clues := make([]int, n), make([]grid.Pos, n), make([][]grid.Pos, n)
	for _, pos := range size.Cells() {
		if k := region[size.Index(pos)]; k >= 0 {
			if cells[k]++; cells[k] == 1 {
				first[k] = pos
			}
			if p.IsClue(pos) {
				clues[k] = append(clues[k], pos)
			}
		}
	}
	for k, cl := range clues {
		switch {
		case len(cl) == 0:
			return fmt.Errorf("the island at %d,%d has no number", first[k].R, first[k].C)
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
