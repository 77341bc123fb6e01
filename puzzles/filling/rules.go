package filling

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding is a number per cell, 1 to most, or most+1 for "more than
// most" (most is the largest given number), and a "same region" literal
// per side (cellgrid.RegionVars).
type encoding struct {
	*cellgrid.RegionVars
	p    *Puzzle
	most int
	num  map[grid.Pos]*sat.Int
}

// Encode implements puzzles.Instance: two neighbours are in one region
// exactly when their numbers are equal (when "more", in one region
// implies equal); a 1 has no neighbour in its region, a larger number
// has one and a number n at most n-1. The regions' sizes are added
// lazily (Refine).
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e := &encoding{p: p, most: 1, num: map[grid.Pos]*sat.Int{}}
	for _, pos := range p.Where(func(v int) bool { return v != Empty }) {
		e.most = max(e.most, p.At(pos))
	}
	for _, pos := range p.Size().Cells() {
		e.num[pos] = m.NewInt(fmt.Sprintf("n.r%dc%d", pos.R, pos.C), 1, e.most+1)
		if v := p.At(pos); v != Empty {
			m.Unit(e.num[pos].Eq(v))
		}
	}
	e.RegionVars = cellgrid.NewRegionVars(p.Size(), func(a, b grid.Pos) sat.Lit {
		l, x, y := m.NewVar(fmt.Sprintf("same.r%dc%d-r%dc%d", a.R, a.C, b.R, b.C)), e.num[a], e.num[b]
		for k := 1; k <= e.most+1; k++ {
			m.Clause(l.Not(), x.Eq(k).Not(), y.Eq(k))
			m.Clause(l.Not(), y.Eq(k).Not(), x.Eq(k))
			if k <= e.most {
				m.Clause(x.Eq(k).Not(), y.Eq(k).Not(), l)
			}
		}
		return l
	})
	for _, pos := range p.Size().Cells() {
		around, x := e.Around(pos), e.num[pos]
		m.AtMostIf(0, around, x.Eq(1))
		for k := 2; k <= e.most+1; k++ {
			m.Implies(x.Eq(k), around...)
			if k <= min(len(around), e.most) {
				m.AtMostIf(k-1, around, x.Eq(k))
			}
		}
	}
	e.closed(m)
	e.counts(m)
	return e, nil
}

// closed states that a domino or a tromino of cells joined and shut off
// from its other neighbours is a region of 2 or 3 (the cut Refine would
// find, for the small regions, up front).
func (e *encoding) closed(m *sat.Model) {
	for _, mid := range e.Size.Cells() {
		around := e.Size.Neighbours(mid, grid.Orthogonal)
		for i, a := range around {
			e.shut(m, mid, a)
			for _, b := range around[i+1:] {
				e.shut(m, mid, a, b)
			}
		}
	}
}

// shut adds the clause "the cells of set (mid first, joined to each
// other one) are not exactly a region, or mid's number is their count".
func (e *encoding) shut(m *sat.Model, mid grid.Pos, others ...grid.Pos) {
	set := append([]grid.Pos{mid}, others...)
	cl := []sat.Lit{e.num[mid].Eq(min(len(set), e.most+1))}
	for _, q := range others {
		cl = append(cl, e.Between(mid, q).Not())
	}
	for _, c := range set {
		for _, q := range e.Size.Neighbours(c, grid.Orthogonal) {
			if !slices.Contains(set, q) {
				cl = append(cl, e.Between(c, q))
			}
		}
	}
	if len(set) > 2 || mid.R < others[0].R || mid.R == others[0].R && mid.C < others[0].C {
		m.Clause(cl...)
	}
}

// Refine implements puzzles.Refiner: the sides kept consistent, then for
// each part of a model's regions whose number is not its size, the cut
// "not this region, or the number is its size" (for a part larger than
// its number, "not joined, or the number is at least its size"), and for
// two touching regions of equal size above most, "not both".
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	out := e.RegionVars.Refine(value)
	parts, of := e.Parts(value), map[grid.Pos]int{}
	for i, pt := range parts {
		x, s := e.num[pt.Cells[0]], len(pt.Cells)
		n, want := number(x, value), min(s, e.most+1)
		switch {
		case n <= e.most && s > n:
			out = append(out, append(cellgrid.NotAll(pt.Tree), x.GE(want)))
		case n != want:
			out = append(out, pt.NotExactly(x.Eq(want)))
		}
		for _, pos := range pt.Cells {
			of[pos] = i
		}
	}
	for _, ed := range e.Size.Edges() {
		a, b := parts[of[ed.A]], parts[of[ed.B]]
		if of[ed.A] != of[ed.B] && len(a.Cells) == len(b.Cells) && len(a.Cells) > e.most {
			out = append(out, append(a.NotExactly(), b.NotExactly()...))
		}
	}
	return out
}

// Vars implements puzzles.Decoder: the numbers and the sides.
func (e *encoding) Vars() []sat.Lit {
	out := e.RegionVars.Vars()
	for _, pos := range e.Size.Cells() {
		out = append(out, e.num[pos].OneHot()...)
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer { return e.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: a number known, or "more"
// in a part whose every side is known, whose size it is.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{Grid: make([][]int, e.Size.Rows)}
	for r := range a.Grid {
		a.Grid[r] = make([]int, e.Size.Cols)
	}
	on := func(l sat.Lit) bool { v, ok := known(l); return ok && v }
	for _, pt := range e.Parts(on) {
		closed := !slices.ContainsFunc(pt.Border, func(l sat.Lit) bool { _, ok := known(l); return !ok && !l.IsConst() })
		for _, pos := range pt.Cells {
			n := number(e.num[pos], on)
			if n > e.most {
				n = cellgrid.Unknown
				if closed && len(pt.Cells) > e.most {
					n = len(pt.Cells)
				}
			}
			a.Grid[pos.R][pos.C] = n
		}
	}
	return a
}

// number is x's value where on says which literals are true;
// cellgrid.Unknown when none is.
func number(x *sat.Int, on func(sat.Lit) bool) int {
	for i, l := range x.OneHot() {
		if l == sat.True || !l.IsConst() && on(l) {
			return x.Values()[i]
		}
	}
	return cellgrid.Unknown
}

// Check implements puzzles.Instance: a number in every cell, the givens
// kept, and each region (neighbours of equal numbers) as large as its
// number.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	size := p.Size()
	g, err := p.CheckNumbers(ans, 1, size.Rows*size.Cols, false)
	if err != nil {
		return err
	}
	for _, cells := range cellgrid.EqualParts(g).RegionCells() {
		if n := g[cells[0].R][cells[0].C]; len(cells) != n {
			return fmt.Errorf("the region of %ds at %s has %d cells", n, puzzles.CellName(cells[0]), len(cells))
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the given numbers; with an answer,
// its numbers and the borders between cells of different numbers.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	if a := cellgrid.NumberGridOf(ans); a != nil && len(a.Grid) == p.Size().Rows {
		a.Draw(&s, func(pos grid.Pos) bool { return p.At(pos) != Empty })
		at := func(q grid.Pos) int { return a.Grid[q.R][min(q.C, len(a.Grid[q.R])-1)] }
		cellgrid.DrawBorders(&s, p.Size(), draw.Solved, func(x, y grid.Pos) bool {
			return at(x) != cellgrid.Unknown && at(y) != cellgrid.Unknown && at(x) != at(y)
		})
	}
	return s
}

// Diff implements puzzles.Instance: the cells whose numbers differ.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffNumbers(x, y) }
