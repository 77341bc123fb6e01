package numberlink

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding, on the graph of the cells joined to their orthogonal
// neighbours: one variable per edge (a path uses it), and per cell one
// variable per label (the cell lies on that label's path; under plain
// fill, the label's number in binary instead: plainfill.go). The paths
// rule of puzzles/graph gives the degrees (1 at an endpoint, 2 or 0
// elsewhere), forbids 2x2 loops up front and other stray loops lazily
// (Refine); the labels add that an edge joins cells of one label.
type encoding struct {
	p      *Puzzle
	labels []string
	// colour[cell][k]: the cell lies on the path of labels[k]; under
	// plain fill, bit k of its label's number (plainfill.go).
	colour [][]sat.Lit
	lines  *graph.Edges
	paths  *graph.Paths
	// reduced: only the solutions that no reduction shortens (reduced.go),
	// which under classic touch also keep the notouch constraints.
	reduced bool
}

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	e, err := p.encode(m, false)
	if err != nil {
		return nil, err
	}
	return e, nil
}

// encode states the rules on m; with reduced, under the classic rule, only
// the reduced solutions (reduced.go) are kept.
func (p *Puzzle) encode(m *sat.Model, reduced bool) (*encoding, error) {
	return p.encodeOff(m, reduced, nil)
}

// encodeOff is encode with the cells where off holds (if off is not nil)
// left empty: their labels and edges are the constant False, so that the
// rules about them fold away (nearby.go).
func (p *Puzzle) encodeOff(m *sat.Model, reduced bool, off func(grid.Pos) bool) (*encoding, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	labels, ends := p.Labels()
	if p.Rule == Fill && len(labels) == 0 {
		return nil, &puzzles.Impossible{Reason: "under the fill rule every cell must lie on a path, and there are no labels"}
	}
	e := &encoding{p: p, labels: labels, reduced: reduced && p.Rule == Classic}
	if p.Rule == Fill && !p.NoTouch && off == nil {
		e.plainFill(m, ends)
		return e, nil
	}
	for _, pos := range p.Size.Cells() {
		col := make([]sat.Lit, len(labels))
		if off == nil || !off(pos) {
			col = e.colours(m, pos)
		}
		for k := range col {
			if col[k] == 0 {
				col[k] = sat.False
			}
		}
		e.colour = append(e.colour, col)
	}
	e.lines = graph.NewEdges(m, graph.Square(p.Size), "edge")
	if off != nil {
		e.switchOff(off)
	}
	e.paths = graph.NewPaths(e.lines, e.pairs(ends), p.Rule == Fill)
	e.rules(m)
	return e, nil
}

// pairs are the endpoints of each label's path, as vertices.
func (e *encoding) pairs(ends map[string][]grid.Pos) [][2]int {
	var out [][2]int
	for _, l := range e.labels {
		out = append(out, [2]int{e.p.Size.Index(ends[l][0]), e.p.Size.Index(ends[l][1])})
	}
	return out
}

// switchOff makes the edges of the cells where off holds False.
func (e *encoding) switchOff(off func(grid.Pos) bool) {
	for ed := range e.lines.Lits {
		a, b := e.lines.G.Ends(ed)
		if off(e.pos(a)) || off(e.pos(b)) {
			e.lines.Lits[ed] = sat.False
		}
	}
}

// colours returns the cell's label literals: constants at an endpoint
// (its own label True, the others False), new variables elsewhere.
func (e *encoding) colours(m *sat.Model, pos grid.Pos) []sat.Lit {
	col := make([]sat.Lit, len(e.labels))
	own := e.p.Label(pos)
	for k, l := range e.labels {
		switch {
		case own == "":
			col[k] = m.NewVar(fmt.Sprintf("cell %v on path %s", pos, l))
		default:
			col[k] = sat.Const(l == own)
		}
	}
	return col
}

// rules states Numberlink's rules, cell by cell: an endpoint has its label
// and degree 1; under the fill rule every other cell has one label (at
// least one is stated, see below) and degree 2; under the classic rule at
// most one label and degree 0 or 2, and a label exactly when the degree
// is 2. An edge joins cells of one
// label (under notouch: exactly when the cells have one label), and no
// path closes a loop.
func (e *encoding) rules(m *sat.Model) {
	g := e.lines.G
	for v, col := range e.colour {
		k := e.label(v)
		switch {
		case k >= 0: // its labels are constants
		case e.p.Rule == Fill && e.p.NoTouch:
			// At least one label: at most one follows, since every cell
			// is on a path from an endpoint (whose labels are fixed) and
			// an edge joins cells of the same labels (Refine removes the
			// cycles). Leaving it out makes large notouch boards solve
			// about twice as fast; under plain fill it was measured
			// slower on the Flow Free levels, so it stays there.
			m.Clause(col...)
		case e.p.Rule == Fill:
			m.ExactlyOne(col...)
		default:
			m.AtMostOne(col...)
		}
		e.paths.Degree(m, v)
		if k < 0 && e.p.Rule == Classic {
			for _, d := range e.lines.At(v) {
				m.Implies(d, col...)
			}
			for _, c := range col {
				m.Implies(c, e.lines.At(v)...)
			}
		}
	}
	for ed, used := range e.lines.Lits {
		a, b := g.Ends(ed)
		for k := range e.labels {
			m.Clause(used.Not(), e.colour[a][k].Not(), e.colour[b][k])
			m.Clause(used.Not(), e.colour[a][k], e.colour[b][k].Not())
			if e.noTouch() {
				m.Clause(used, e.colour[a][k].Not(), e.colour[b][k].Not())
			}
		}
	}
	e.paths.NoShortCycles(m)
	e.impossibleTurns(m)
	if e.reduced {
		e.irreducible(m)
	}
	if e.noTouch() {
		// Three sides of a 2x2 square join its fourth side's cells
		// without the fourth side: a line beside itself.
		for _, c := range g.Cycles(4) {
			m.AtMost(2, e.lines.Lits[c[0]], e.lines.Lits[c[1]], e.lines.Lits[c[2]], e.lines.Lits[c[3]])
		}
	}
}

// label is the index of the label at cell v, or -1.
func (e *encoding) label(v int) int {
	l := e.p.Label(e.pos(v))
	for k, x := range e.labels {
		if l != "" && x == l {
			return k
		}
	}
	return -1
}

func (e *encoding) pos(v int) grid.Pos { return grid.Pos{R: v / e.p.Size.Cols, C: v % e.p.Size.Cols} }

// Vars implements puzzles.Decoder: the edges determine a solution.
func (e *encoding) Vars() []sat.Lit { return e.lines.Lits }

// Refine implements puzzles.Refiner: each stray loop of a model gets a
// clause saying not all of its edges are used.
func (e *encoding) Refine(value func(sat.Lit) bool) [][]sat.Lit { return e.paths.Refine(value) }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	used := e.lines.Chosen(s.Value)
	a := &Answer{}
	for i, l := range e.labels {
		a.Paths = append(a.Paths, Path{Label: l, Cells: e.cells(e.paths.Path(i, used))})
	}
	a.Grid = Picture(e.p, a.Paths)
	return a
}

// cells turns vertices into [row, column] pairs.
func (e *encoding) cells(vs []int) [][2]int {
	out := make([][2]int, len(vs))
	for i, v := range vs {
		pos := e.pos(v)
		out[i] = [2]int{pos.R, pos.C}
	}
	return out
}

// DecodePartial implements puzzles.Decoder. Paths whose every edge
// is forced are listed, and the other forced edges are Segments; in the
// picture a cell shows its glyph when all of its edges are known, "?"
// otherwise (endpoints keep their labels).
func (e *encoding) DecodePartial(known func(sat.Lit) (bool, bool)) puzzles.Answer {
	used := make([]bool, len(e.lines.Lits))
	sure := make([]bool, len(e.lines.Lits))
	for i, l := range e.lines.Lits {
		used[i], sure[i] = known(l)
		used[i] = used[i] && sure[i]
	}
	a := &Answer{}
	on := make([]bool, len(used))
	for i, l := range e.labels {
		vs := e.paths.Path(i, used)
		if vs[len(vs)-1] == e.paths.Pairs[i][1] {
			a.Paths = append(a.Paths, Path{Label: l, Cells: e.cells(vs)})
			e.mark(vs, on)
		}
	}
	for ed, u := range used {
		x, y := e.lines.G.Ends(ed)
		switch {
		case u && !on[ed]:
			a.Segments = append(a.Segments, [2][2]int(e.cells([]int{x, y})))
		case sure[ed] && !u:
			a.Off = append(a.Off, [2][2]int(e.cells([]int{x, y})))
		}
	}
	if len(a.Paths) == len(e.labels) && len(a.Segments) == 0 && !slices.Contains(sure, false) {
		a.Off = nil // a whole answer, as Decode gives it
	}
	a.Grid = e.partialPicture(used, sure)
	return a
}

// mark sets on for the edges between consecutive vertices of vs.
func (e *encoding) mark(vs []int, on []bool) {
	for i := 1; i < len(vs); i++ {
		if ed, ok := e.lines.G.Find(vs[i-1], vs[i]); ok {
			on[ed] = true
		}
	}
}

func (e *encoding) partialPicture(used, sure []bool) []string {
	out := make([]string, e.p.Size.Rows)
	for v := range e.colour {
		out[v/e.p.Size.Cols] += e.cellGlyph(v, used, sure)
	}
	return out
}

func (e *encoding) cellGlyph(v int, used, sure []bool) string {
	pos := e.pos(v)
	if l := e.p.Label(pos); l != "" {
		return l
	}
	var nb []grid.Pos
	for _, ed := range e.lines.G.Incident(v) {
		if !sure[ed] {
			return "?"
		}
		if used[ed] {
			nb = append(nb, e.pos(e.lines.G.Other(ed, v)))
		}
	}
	if len(nb) == 2 {
		return glyph(pos, nb[0], nb[1])
	}
	return " "
}

// noTouch reports whether the notouch constraints are stated: under the
// notouch rule, and in the reduced solutions of classic touch (where a line
// beside itself could take a shortcut).
func (e *encoding) noTouch() bool { return e.p.NoTouch || e.reduced }
