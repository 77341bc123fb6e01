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
	p     *Puzzle
	lines *graph.Edges
	loop  *graph.Network
}

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop along the grid (every corner has 0 or 2 lines, and
// the lines are connected, checked lazily by Refine), and every clue
// counts the sides of its cell on the loop.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	lines := graph.NewEdges(m, graph.Corners(size), "line")
	loop := graph.SingleCycle(m, lines)
	for _, pos := range size.Cells() {
		if n := p.At(pos); n != None {
			m.Exactly(n, sides(size, pos, lines)...)
		}
	}
	return &encoding{p: p, lines: lines, loop: loop}, nil
}

// sides returns the line variables of the four sides of cell pos.
func sides(size grid.Size, pos grid.Pos, lines *graph.Edges) []sat.Lit {
	out := make([]sat.Lit, 0, 4)
	for _, d := range grid.Dirs {
		out = append(out, lines.Lits[graph.Side(size, pos, d)])
	}
	return out
}

// Vars implements puzzles.Decoder: the lines determine a solution.
func (e *encoding) Vars() []sat.Lit { return e.lines.Lits }

// Refine implements puzzles.Refiner: the single-loop rule's cuts.
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit { return e.loop.Refine(value) }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(func(l sat.Lit) (bool, bool) { return s.Value(l), true })
}

// DecodePartial implements puzzles.Decoder. When every line is known the
// answer is the loop; otherwise it lists the lines known to be drawn as
// segments (and keeps those known to be empty for the drawing).
func (e *encoding) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	g := e.lines.G
	on := make([]bool, g.NumEdges())
	a := &Answer{Loop: [][2]int{}, p: e.p}
	all := true
	for ed, l := range e.lines.Lits {
		v, ok := known(l)
		on[ed] = v && ok
		all = all && ok
		if ok && !v {
			a.off = append(a.off, e.segment(ed))
		}
	}
	if all {
		a.Loop, a.off = e.points(e.lines.G.Loop(on)), nil
		return a
	}
	for ed, v := range on {
		if v {
			a.Lines = append(a.Lines, e.segment(ed))
		}
	}
	return a
}

// points turns corner vertices into [row, column] pairs.
func (e *encoding) points(vs []int) [][2]int {
	cols := e.p.Size().Cols + 1
	out := make([][2]int, len(vs))
	for i, v := range vs {
		out[i] = [2]int{v / cols, v % cols}
	}
	return out
}

// segment is edge ed as its two corners.
func (e *encoding) segment(ed int) [2][2]int {
	a, b := e.lines.G.Ends(ed)
	pts := e.points([]int{a, b})
	return [2][2]int{pts[0], pts[1]}
}
