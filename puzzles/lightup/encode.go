package lightup

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding maps white cells to their light variables.
type encoding struct {
	p      *Puzzle
	lights map[grid.Pos]sat.Lit
	whites []grid.Pos // in reading order
	vars   []sat.Lit  // the whites' light variables, in the same order
}

// segments returns the maximal runs of white cells along rows and along
// columns: a light sees exactly the cells of its two segments.
func (p *Puzzle) segments() [][]grid.Pos {
	size := p.Size()
	var out [][]grid.Pos
	for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
		for _, pos := range size.Cells() {
			if p.At(pos) != White || p.At(pos.Add(grid.Delta{R: -d.R, C: -d.C})) == White {
				continue // not the start of a run
			}
			var seg []grid.Pos
			for q := pos; p.At(q) == White; q = q.Add(d) {
				seg = append(seg, q)
			}
			out = append(out, seg)
		}
	}
	return out
}

// neighbours returns the cells beside pos (up, right, down, left) that are on the board.
func (p *Puzzle) neighbours(pos grid.Pos) []grid.Pos {
	var out []grid.Pos
	for _, d := range []grid.Delta{{R: -1}, {C: 1}, {R: 1}, {C: -1}} {
		if q := pos.Add(d); p.Size().In(q) {
			out = append(out, q)
		}
	}
	return out
}

// Encode implements puzzles.Instance: a light variable per white cell; at
// most one light per row or column segment; every white cell has a light
// in one of its two segments; a numbered cell has exactly that many
// lights beside it.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e := &encoding{p: p, lights: map[grid.Pos]sat.Lit{}}
	for _, pos := range p.Size().Cells() {
		if p.At(pos) == White {
			e.lights[pos] = m.NewVar(fmt.Sprintf("light.r%dc%d", pos.R, pos.C))
			e.whites = append(e.whites, pos)
			e.vars = append(e.vars, e.lights[pos])
		}
	}
	if err := p.impossible(); err != nil {
		return nil, err
	}
	seen := map[grid.Pos][]sat.Lit{}
	for _, seg := range p.segments() {
		lits := make([]sat.Lit, len(seg))
		for i, pos := range seg {
			lits[i] = e.lights[pos]
		}
		m.AtMostOne(lits...)
		for _, pos := range seg {
			seen[pos] = append(seen[pos], lits...)
		}
	}
	for _, pos := range e.whites {
		m.Clause(seen[pos]...)
	}
	for _, pos := range p.Size().Cells() {
		if n := p.At(pos); n >= 0 {
			var lits []sat.Lit
			for _, q := range p.neighbours(pos) {
				if l, ok := e.lights[q]; ok {
					lits = append(lits, l)
				}
			}
			m.Exactly(n, lits...)
		}
	}
	return e, nil
}

// impossible reports a number with fewer white neighbours than it asks for.
func (p *Puzzle) impossible() error {
	for _, pos := range p.Size().Cells() {
		n := p.At(pos)
		if n < 0 {
			continue
		}
		whites := 0
		for _, q := range p.neighbours(pos) {
			if p.At(q) == White {
				whites++
			}
		}
		if whites < n {
			return &puzzles.Impossible{
				Reason: fmt.Sprintf("the %d at %s has only %s", n, puzzles.CellName(pos), puzzles.Counted(whites, "white neighbour", "white neighbours")),
				Cells:  [][2]int{{pos.R, pos.C}},
			}
		}
	}
	return nil
}

// Vars implements puzzles.Decoder: the lights.
func (e *encoding) Vars() []sat.Lit { return e.vars }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.PartialDecoder: the lights known to be
// there; while some cell is not known, the cells known to have no light
// are kept for the drawing.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	lights, dark := puzzles.PartialMarks(e.whites, func(pos grid.Pos) sat.Lit { return e.lights[pos] }, known)
	return &Answer{Lights: lights, Dark: dark, Grid: e.p.picture(lights)}
}
