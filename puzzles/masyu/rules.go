package masyu

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

func pearl(v int) bool { return v != Empty }

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop through cell centres (every cell has 0 or 2 lines,
// and the lines are connected, checked lazily by Refine); the loop passes
// through every pearl; at a black pearl it turns and goes straight on
// through the next cell on both sides; at a white pearl it goes straight
// and turns in at least one of the cells before and after.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e := p.LoopVars(m, cellgrid.Centres)
	for _, pos := range p.Where(pearl) {
		e.Lines.Degree(m, p.Size().Index(pos), 2)
		for _, d := range []grid.Dir{grid.Up, grid.Right} {
			ahead, back := e.Edge(pos, d), e.Edge(pos, d.Opposite())
			beyondAhead, beyondBack := e.Edge(pos.Add(d.Delta()), d), e.Edge(pos.Add(d.Opposite().Delta()), d.Opposite())
			if p.At(pos) == Black {
				m.Clause(ahead.Not(), back.Not())
				m.Implies(ahead, beyondAhead)
				m.Implies(back, beyondBack)
			} else {
				m.Equiv(ahead, back)
				m.Clause(ahead.Not(), beyondAhead.Not(), beyondBack.Not())
			}
		}
	}
	return e, nil
}

// Check implements puzzles.Instance: the loop steps between neighbouring
// cells, never visits a cell twice and closes; it passes through every
// pearl, turning at each black pearl and going straight through the cells
// on both sides of it, and going straight through each white pearl and
// turning in at least one of the cells on its sides.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, at, err := p.CheckLoop(ans, cellgrid.Centres)
	if err != nil {
		return err
	}
	for _, pos := range p.Where(pearl) {
		v, name := p.At(pos), [3]string{"", "white", "black"}[p.At(pos)]
		i, on := at[[2]int{pos.R, pos.C}]
		switch {
		case !on:
			return fmt.Errorf("the %s pearl at %d,%d is not on the loop", name, pos.R, pos.C)
		case v == Black && !a.Turns(i):
			return fmt.Errorf("the loop goes straight through the black pearl at %d,%d", pos.R, pos.C)
		case v == Black && (a.Turns(i+1) || a.Turns(i-1)):
			return fmt.Errorf("the loop turns next to the black pearl at %d,%d", pos.R, pos.C)
		case v == White && a.Turns(i):
			return fmt.Errorf("the loop turns at the white pearl at %d,%d", pos.R, pos.C)
		case v == White && !a.Turns(i+1) && !a.Turns(i-1):
			return fmt.Errorf("the loop turns in neither cell next to the white pearl at %d,%d", pos.R, pos.C)
		}
	}
	return nil
}

// Draw implements puzzles.Instance: the grid and the pearls (their
// symbols' looks); with an
// answer, each line of the loop between cell centres (a partial answer
// adds a small cross on each line known to be absent).
func (p *Puzzle) Draw(ans puzzles.Answer) draw.Scene {
	s := p.Scene(nil)
	if a, ok := ans.(*Answer); ok && a != nil {
		a.Draw(&s, cellgrid.Centres)
	}
	return s
}

// Diff implements puzzles.Instance: for each line drawn in one answer only,
// the first of its two cells.
func (p *Puzzle) Diff(x, y puzzles.Answer) []puzzles.Target {
	return p.DiffLoops(x, y, cellgrid.Centres)
}

// Locate implements puzzles.Locator for the answer's picture (see
// cellgrid.Lattice.Locate).
func (p *Puzzle) Locate(row, col int, text string) (string, bool) {
	return cellgrid.Centres.Locate(p.Size(), row, col, text)
}
