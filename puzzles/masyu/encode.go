package masyu

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// encoding holds the line variables: one per pair of neighbouring cells
// (graph.Square), true when the loop joins their centres.
type encoding struct {
	p     *Puzzle
	lines *graph.Edges
	loop  *graph.Network
}

// Encode implements puzzles.Instance. The rules, top to bottom: the lines
// form one single loop through cell centres (every cell has 0 or 2 lines,
// and the lines are connected, checked lazily by Refine); the loop passes
// through every pearl; at a black pearl it turns and goes straight on
// through the next cell on both sides; at a white pearl it goes straight
// and turns in at least one of the cells before and after.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	size := p.Size()
	e := &encoding{p: p, lines: graph.NewEdges(m, graph.Square(size), "line")}
	e.loop = graph.SingleCycle(m, e.lines)
	for _, pos := range size.Cells() {
		if v := p.At(pos); v != Empty {
			e.lines.Degree(m, size.Index(pos), 2)
		}
		for _, d := range []grid.Dir{grid.Up, grid.Right} {
			ahead, back := e.line(pos, d), e.line(pos, d.Opposite())
			beyondAhead, beyondBack := e.line(pos.Add(d.Delta()), d), e.line(pos.Add(d.Opposite().Delta()), d.Opposite())
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
	return e, nil
}

// line is the variable of the line from cell pos to its neighbour in
// direction d, or sat.False when that neighbour is off the board.
func (e *encoding) line(pos grid.Pos, d grid.Dir) sat.Lit {
	size := e.p.Size()
	q := pos.Add(d.Delta())
	if !size.In(pos) || !size.In(q) {
		return sat.False
	}
	ed, _ := e.lines.G.Find(size.Index(pos), size.Index(q))
	return e.lines.Lits[ed]
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
// answer is the loop; otherwise it lists the lines known to be drawn (and
// keeps those known to be absent for the drawing).
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
		a.Loop, a.off = e.cells(e.lines.G.Loop(on)), nil
		return a
	}
	for ed, v := range on {
		if v {
			a.Lines = append(a.Lines, e.segment(ed))
		}
	}
	return a
}

// cells turns vertices into [row, column] pairs.
func (e *encoding) cells(vs []int) [][2]int {
	cols := e.p.Size().Cols
	out := make([][2]int, len(vs))
	for i, v := range vs {
		out[i] = [2]int{v / cols, v % cols}
	}
	return out
}

// segment is edge ed as its two cells.
func (e *encoding) segment(ed int) [2][2]int {
	a, b := e.lines.G.Ends(ed)
	c := e.cells([]int{a, b})
	return [2][2]int{c[0], c[1]}
}
