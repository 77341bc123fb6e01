package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Under plain fill (fill without notouch) a cell's label is its number
// (its index in labels) in binary, a few bits per cell instead of one
// variable per label, and an edge joins cells whose bits are equal. Under
// touch nothing is said of the labels of cells that no edge joins, so the
// one-variable-per-label encoding gained nothing from its extra
// variables: its at-most-one and per-label edge clauses only made each
// conflict dearer (jumbo_14x14_02, 11 labels: 18388 clauses and 2278
// variables against 4983 and 1060 in binary). The edges are numbered
// before the bits: gophersat first decides the variables in the order
// they were made, so the search starts on the lines and the bits follow
// by propagation. Measured on the Flow Free levels (README.md of this
// package): fewer conflicts on some levels, more on others, and cheaper
// conflicts on all of them.

// plainFill states the rules of plain fill on m: degrees, an edge joins
// cells with the same bits, no 2x2 loop (Refine cuts the longer ones).
func (e *encoding) plainFill(m *sat.Model, ends map[string][]grid.Pos) {
	e.lines = graph.NewEdges(m, graph.Square(e.p.Size), "edge")
	e.paths = graph.NewPaths(e.lines, e.pairs(ends), true)
	e.labelBits(m)
	for v := range e.colour {
		e.paths.Degree(m, v)
	}
	for ed, used := range e.lines.Lits {
		a, b := e.lines.G.Ends(ed)
		for i := range e.colour[a] {
			m.Clause(used.Not(), e.colour[a][i].Not(), e.colour[b][i])
			m.Clause(used.Not(), e.colour[a][i], e.colour[b][i].Not())
		}
	}
	e.paths.NoShortCycles(m)
}

// labelBits gives each cell its label's number in binary: constants at an
// endpoint, new variables elsewhere, where the numbers past the last
// label are ruled out.
func (e *encoding) labelBits(m *sat.Model) {
	n := 1
	for 1<<n < len(e.labels) {
		n++
	}
	for v := range e.p.Size.Rows * e.p.Size.Cols {
		bits := make([]sat.Lit, n)
		own := e.label(v)
		for i := range bits {
			if own >= 0 {
				bits[i] = sat.Const(own>>i&1 == 1)
			} else {
				bits[i] = m.NewVar(fmt.Sprintf("cell %v label bit %d", e.pos(v), i))
			}
		}
		for k := len(e.labels); own < 0 && k < 1<<n; k++ {
			m.Clause(differ(bits, numberBits(k, n))...)
		}
		e.colour = append(e.colour, bits)
	}
}

// numberBits is k's n lowest bits.
func numberBits(k, n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = k>>i&1 == 1
	}
	return out
}
