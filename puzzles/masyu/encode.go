package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the line variables: one per pair of neighbouring cells
// (graph.Square), true when the loop joins their centres; LoopLines adds
// the single-loop rule lazily (it is a puzzles.Refiner).
type encoding = puzzles.LoopLines

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop through cell centres (every cell has 0 or 2 lines,
// and the lines are connected, checked lazily by Refine); the loop passes
// through every pearl; at a black pearl it turns and goes straight on
// through the next cell on both sides; at a white pearl it goes straight
// and turns in at least one of the cells before and after.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e := puzzles.CentreLoop(m, p.Size(), p.answer)
	for _, pos := range p.Size().Cells() {
		p.pearl(m, e, pos)
	}
	return e, nil
}

// pearl states the rules of the pearl at pos, if any.
func (p *Puzzle) pearl(m *sat.Model, e *encoding, pos grid.Pos) {
	if v := p.At(pos); v != Empty {
		e.Lines.Degree(m, p.Size().Index(pos), 2)
	}
	for _, d := range []grid.Dir{grid.Up, grid.Right} {
		ahead, back := p.line(e, pos, d), p.line(e, pos, d.Opposite())
		beyondAhead, beyondBack := p.line(e, pos.Add(d.Delta()), d), p.line(e, pos.Add(d.Opposite().Delta()), d.Opposite())
		switch p.At(pos) {
		case Black:
			m.Clause(ahead.Not(), back.Not())
			m.Implies(ahead, beyondAhead)
			m.Implies(back, beyondBack)
		case White:
			m.Equiv(ahead, back)
			m.Clause(ahead.Not(), beyondAhead.Not(), beyondBack.Not())
		}
	}
}

// line is the variable of the line from cell pos to its neighbour in
// direction d, or sat.False when that neighbour is off the board.
func (p *Puzzle) line(e *encoding, pos grid.Pos, d grid.Dir) sat.Lit {
	size := p.Size()
	q := pos.Add(d.Delta())
	if !size.In(pos) || !size.In(q) {
		return sat.False
	}
	ed, _ := e.Lines.G.Find(size.Index(pos), size.Index(q))
	return e.Lines.Lits[ed]
}

// answer is the answer of a loop, or of the lines known to be drawn
// (keeping those known to be absent for the drawing).
func (p *Puzzle) answer(loop [][2]int, lines, off [][2][2]int) puzzles.Answer {
	return &Answer{Loop: loop, Lines: lines, Off: off, Grid: p.picture(grid.Links(loop, lines), off)}
}
