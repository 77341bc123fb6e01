package slitherlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the line variables: one per side of a cell, on the
// lattice of cell corners (graph.Corners).
type encoding struct {
	puzzles.LoopLines
	p *Puzzle
}

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop along the grid (every corner has 0 or 2 lines, and
// the lines are connected, checked lazily by Refine), and every clue
// counts the sides of its cell on the loop.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	e := &encoding{LoopLines: puzzles.NewLoopLines(m, graph.Corners(size), size.Cols+1), p: p}
	for _, pos := range size.Cells() {
		if n := p.At(pos); n != None {
			m.Exactly(n, sides(size, pos, e.Lines)...)
		}
	}
	return e, nil
}

// sides returns the line variables of the four sides of cell pos.
func sides(size grid.Size, pos grid.Pos, lines *graph.Edges) []sat.Lit {
	out := make([]sat.Lit, 0, 4)
	for _, d := range grid.Dirs {
		out = append(out, lines.Lits[graph.Side(size, pos, d)])
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), true })
}

// DecodePartial implements puzzles.Decoder. When every line is known the
// answer is the loop; otherwise it lists the lines known to be drawn as
// segments (and keeps those known to be empty for the drawing).
func (e *encoding) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	loop, lines, off := e.Read(known)
	return &Answer{Loop: loop, Lines: lines, off: off, p: e.p}
}
