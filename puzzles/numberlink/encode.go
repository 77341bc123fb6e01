package numberlink

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding: one variable per edge between adjacent cells (the path
// uses it), and per cell one variable per label (the cell lies on that
// label's path). Endpoints have degree 1, other used cells degree 2, and an
// edge joins cells of the same label. Stray loops are forbidden lazily: the
// decoder finds each loop in a model and adds a clause that breaks it; all
// 2x2 loops are forbidden up front.
type encoding struct {
	p      *Puzzle
	labels []string
	edges  []grid.Edge
	edge   []sat.Lit
	colour map[grid.Pos][]sat.Lit
	inc    map[grid.Pos][]int // edges incident to each cell
}

// Encode implements puzzles.Instance.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	labels, ends := p.Labels()
	e := &encoding{p: p, labels: labels, edges: p.Size.Edges(), colour: map[grid.Pos][]sat.Lit{}, inc: map[grid.Pos][]int{}}
	if p.Rule == Fill && len(labels) == 0 {
		return nil, &puzzles.Impossible{Reason: "under the fill rule every cell must lie on a path, and there are no labels"}
	}
	for _, pos := range p.Size.Cells() {
		for _, l := range labels {
			e.colour[pos] = append(e.colour[pos], m.NewVar(fmt.Sprintf("cell %v on path %s", pos, l)))
		}
	}
	for i, ed := range e.edges {
		e.edge = append(e.edge, m.NewVar(fmt.Sprintf("edge %v-%v", ed.A, ed.B)))
		e.inc[ed.A] = append(e.inc[ed.A], i)
		e.inc[ed.B] = append(e.inc[ed.B], i)
	}
	for _, pos := range p.Size.Cells() {
		e.cell(m, pos, ends)
	}
	for i, ed := range e.edges {
		for k := range labels {
			a, b := e.colour[ed.A][k], e.colour[ed.B][k]
			m.Clause(e.edge[i].Not(), a.Not(), b)
			m.Clause(e.edge[i].Not(), a, b.Not())
		}
	}
	e.noSquares(m)
	return e, nil
}

func (e *encoding) lits(pos grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, i := range e.inc[pos] {
		out = append(out, e.edge[i])
	}
	return out
}

// cell states the degree and colour constraints of one cell.
func (e *encoding) cell(m *sat.Model, pos grid.Pos, ends map[string][]grid.Pos) {
	deg := e.lits(pos)
	col := e.colour[pos]
	if l := e.p.Label(pos); l != "" {
		k := slices.Index(e.labels, l)
		for j, v := range col {
			if j == k {
				m.Unit(v)
			} else {
				m.Unit(v.Not())
			}
		}
		m.ExactlyOne(deg...)
		return
	}
	if e.p.Rule == Fill {
		m.ExactlyOne(col...)
		m.Exactly(2, deg...)
		return
	}
	// Classic: degree 0 or 2; a cell is on a path exactly when it is used.
	m.AtMostOne(col...)
	m.AtMost(2, deg...)
	for i, d := range deg {
		others := append([]sat.Lit{d.Not()}, append(append([]sat.Lit{}, deg[:i]...), deg[i+1:]...)...)
		m.Clause(others...)
		m.Implies(d, col...)
	}
	for _, c := range col {
		m.Implies(c, deg...)
	}
}

// noSquares forbids the four edges around any 2x2 block from all being used.
func (e *encoding) noSquares(m *sat.Model) {
	index := map[grid.Edge]int{}
	for i, ed := range e.edges {
		index[ed] = i
	}
	for r := 0; r+1 < e.p.Size.Rows; r++ {
		for c := 0; c+1 < e.p.Size.Cols; c++ {
			a, b, d, f := grid.Pos{R: r, C: c}, grid.Pos{R: r, C: c + 1}, grid.Pos{R: r + 1, C: c}, grid.Pos{R: r + 1, C: c + 1}
			m.Clause(e.edge[index[grid.Edge{A: a, B: b}]].Not(), e.edge[index[grid.Edge{A: a, B: d}]].Not(),
				e.edge[index[grid.Edge{A: b, B: f}]].Not(), e.edge[index[grid.Edge{A: d, B: f}]].Not())
		}
	}
}

// Vars implements puzzles.Decoder: the edges determine a solution.
func (e *encoding) Vars() []sat.Lit { return e.edge }

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	used := s.Values(e.edge)
	a := &Answer{used: used}
	_, ends := e.p.Labels()
	for _, l := range e.labels {
		a.Paths = append(a.Paths, Path{Label: l, Cells: e.walk(ends[l][0], used, nil)})
	}
	a.Grid = Picture(e.p, a.Paths)
	return a
}

// walk follows used edges from start until the path ends or returns to start.
// It records the edges it crosses in seen, if given.
func (e *encoding) walk(start grid.Pos, used []bool, seen []bool) [][2]int {
	cells := [][2]int{{start.R, start.C}}
	prev, cur := -1, start
	for {
		next := -1
		for _, i := range e.inc[cur] {
			if used[i] && i != prev {
				next = i
				break
			}
		}
		if next < 0 {
			return cells
		}
		if seen != nil {
			seen[next] = true
		}
		ed := e.edges[next]
		cur, prev = ed.A, next
		if cur == grid.Pos(cellOf(cells[len(cells)-1])) {
			cur = ed.B
		}
		if cur == start {
			return cells
		}
		cells = append(cells, [2]int{cur.R, cur.C})
		if len(cells) > e.p.Size.Rows*e.p.Size.Cols {
			return cells
		}
	}
}

func cellOf(c [2]int) grid.Pos { return grid.Pos{R: c[0], C: c[1]} }

// Refine implements puzzles.Refiner: each loop of used edges that no path
// reaches gets a clause saying not all of its edges are used.
func (e *encoding) Refine(ans puzzles.Answer) [][]sat.Lit {
	a := ans.(*Answer)
	seen := make([]bool, len(e.edges))
	_, ends := e.p.Labels()
	for _, l := range e.labels {
		e.walk(ends[l][0], a.used, seen)
	}
	var out [][]sat.Lit
	for i, u := range a.used {
		if !u || seen[i] {
			continue
		}
		loop := make([]bool, len(e.edges))
		loop[i] = true
		e.walk(e.edges[i].A, a.used, loop)
		var clause []sat.Lit
		for j, in := range loop {
			if in {
				seen[j] = true
				clause = append(clause, e.edge[j].Not())
			}
		}
		out = append(out, clause)
	}
	return out
}
