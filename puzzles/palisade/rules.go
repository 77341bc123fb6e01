package palisade

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func used(v int) bool { return v != Unused }

func clue(v int) bool { return v >= 0 && v <= 4 }

// encoding is a "same region" literal per side between two cells in use
// (cellgrid.RegionVars); the regions' sizes are added lazily (Refine).
type encoding struct {
	*cellgrid.RegionVars
	n    int
	used func(grid.Pos) bool
}

// Encode implements puzzles.Instance. The rules: the cells in use divide
// into regions of N cells, so a cell has 1 to N-1 of its sides inside its
// region; a clue counts the sides of its cell that are borders, so 4
// minus the clue are inside its region (the board's edge and unused cells
// are always borders). Each part of a model's regions smaller or larger
// than N is cut by Refine. (Clauses that shut off dominoes and trominoes
// up front, as Filling has, made no difference here.)
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	cells := p.Where(used)
	if len(cells)%p.N != 0 {
		return nil, &puzzles.Impossible{Reason: fmt.Sprintf("the %d cells in use do not divide into regions of %d", len(cells), p.N)}
	}
	e := &encoding{n: p.N, used: func(q grid.Pos) bool { return used(p.At(q)) }}
	e.RegionVars = cellgrid.NewRegionVars(p.Size(), func(a, b grid.Pos) sat.Lit {
		if !e.used(a) || !e.used(b) || p.N == 1 {
			return sat.False
		}
		return m.NewVar(fmt.Sprintf("same.r%dc%d-r%dc%d", a.R, a.C, b.R, b.C))
	})
	for _, pos := range cells {
		around := e.Around(pos)
		if p.N > 1 {
			m.Clause(around...)
		}
		m.AtMost(p.N-1, around...)
		open := len(around) - puzzles.CountIn(map[sat.Lit]bool{sat.False: true}, around...)
		if k := p.At(pos); clue(k) && 4-k > open {
			m.Contradict(fmt.Sprintf("the %d at %s needs %d of its sides inside its region, and only %d can be", k, puzzles.CellName(pos), 4-k, open))
		} else if clue(k) {
			m.Exactly(4-k, around...)
		}
	}
	return e, nil
}

// Refine implements puzzles.Refiner: the sides kept consistent, then for
// each part of a model's regions (cells in use) smaller than N, "not
// this region", and for each larger, "not these N+1 cells joined" (the
// first N sides of its spanning tree).
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	out := e.RegionVars.Refine(value)
	for _, pt := range e.Parts(value) {
		switch s := len(pt.Cells); {
		case !e.used(pt.Cells[0]):
		case s < e.n:
			out = append(out, pt.NotExactly())
		case s > e.n:
			out = append(out, cellgrid.NotAll(pt.Tree[:e.n]))
		}
	}
	return out
}

// Check implements puzzles.Instance: every cell in a region, each unused
// cell alone, every other region N cells in use, and each clue the
// number of its cell's sides that are borders.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	part, err := p.CheckRegionAnswer(ans, "palisade", func(cs []grid.Pos) error {
		unused := slices.IndexFunc(cs, func(q grid.Pos) bool { return !used(p.At(q)) })
		switch {
		case unused >= 0 && len(cs) > 1:
			return fmt.Errorf("the unused cell at %s is in a region with other cells", puzzles.CellName(cs[unused]))
		case unused < 0 && len(cs) != p.N:
			return fmt.Errorf("the region at %s has %d cells, not %d", puzzles.CellName(cs[0]), len(cs), p.N)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, pos := range p.Where(clue) {
		borders := 0
		for _, d := range grid.Dirs {
			if q := pos.Add(d.Delta()); !p.Size().In(q) || part.Of(q) != part.Of(pos) {
				borders++
			}
		}
		if k := p.At(pos); borders != k {
			return fmt.Errorf("the %d at %s has %d borders", k, puzzles.CellName(pos), borders)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the clues and unused cells; with an
// answer, the borders between its regions.
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene { return p.RegionScene(ans) }

// Diff implements puzzles.Instance: the cells beside a side that is a
// border in one answer only.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target { return cellgrid.DiffRegions(x, y) }
