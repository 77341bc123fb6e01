package dominoes

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The encoding: one variable per pair of adjacent cells, true when one
// domino covers both. The numbers are fixed, so each pair can only be the
// domino its two numbers name. Every cell is covered by exactly one domino,
// every domino of the set lies on exactly one of the pairs that show its
// numbers, and each clue's pair is true.
//
// Before encoding, propagate settles the pairs that simple reasoning forces
// (the clues, a cell with one possible pair, a domino with one possible
// place, and what each placed domino rules out); those become unit clauses
// and the constraints cover only the pairs still open. The solutions are
// the same; the model is smaller (the seed puzzle is settled completely and
// reaches the solver as unit clauses; the generated double-15 puzzles lose
// about a fifth of their clauses).
type encoding struct {
	p     *Puzzle
	edges []grid.Edge
	vars  []sat.Lit
	given map[int]bool // the edges the clues fix: theirs placed, the others at their cells ruled out
}

// Encode implements puzzles.Instance. A layout with an odd number of cells
// is an error; one whose numbers cannot hold the set is *puzzles.Impossible.
func (p *Puzzle) Encode(m *sat.Model) (puzzles.Decoder, error) {
	if n := p.NumCells(); n%2 == 1 {
		return nil, fmt.Errorf("the layout has %d cells, an odd number: dominoes cover cells in pairs", n)
	}
	for i, d := range p.Given {
		if err := p.checkClue(d, p.Given[:i]); err != nil {
			return nil, fmt.Errorf("clue %s: %w", clueText(d), err)
		}
	}
	if reason := p.Impossible(); reason != "" {
		return nil, &puzzles.Impossible{Reason: reason}
	}
	e := &encoding{p: p, edges: p.Edges()}
	g := newGraph(p, e.edges)
	e.given = g.given()
	state, ok := g.propagate()
	if !ok { // a contradiction: encode everything and leave the proof to the solver
		state = make([]int8, len(e.edges))
	}
	for i, ed := range e.edges {
		v := m.NewVar(varName(p.At(ed.A), p.At(ed.B), ed))
		e.vars = append(e.vars, v)
		switch state[i] {
		case placed:
			m.Unit(v)
		case ruledOut:
			m.Unit(v.Not())
		}
	}
	if !ok {
		for _, d := range p.Given {
			m.Unit(e.vars[g.edgeIndex(d)])
		}
	}
	for _, group := range g.groups {
		var open []sat.Lit
		settled := false
		for _, i := range group {
			settled = settled || state[i] == placed
			if state[i] == unknown {
				open = append(open, e.vars[i])
			}
		}
		if !settled && len(group) > 0 {
			m.ExactlyOne(open...)
		}
	}
	return e, nil
}

// Edge states during propagation.
const (
	unknown  int8 = iota // not settled yet
	placed               // a domino covers the pair
	ruledOut             // no domino covers the pair
)

// graph indexes the pairs of adjacent cells by cell and by domino.
type graph struct {
	p      *Puzzle
	edges  []grid.Edge
	atCell [][]int // edge indices at each cell (row-major index)
	places [][]int // edge indices showing each domino of the set
	groups [][]int // atCell and places: each needs exactly one placed edge
	domino []int   // the domino of each edge
}

func newGraph(p *Puzzle, edges []grid.Edge) *graph {
	size := p.Size()
	cells, set := size.Rows*size.Cols, SetSize(p.Max)
	g := &graph{p: p, edges: edges, atCell: make([][]int, cells), places: make([][]int, set), domino: make([]int, len(edges))}
	count := make([]int, set)
	for i, ed := range edges {
		g.domino[i] = Index(p.Max, p.At(ed.A), p.At(ed.B))
		count[g.domino[i]]++
	}
	// One backing array for all the index lists: a cell has at most 4 pairs.
	backing := make([]int, 4*cells+len(edges))
	for i := range g.atCell {
		g.atCell[i], backing = backing[:0:4], backing[4:]
	}
	for k := range g.places {
		g.places[k], backing = backing[:0:count[k]], backing[count[k]:]
	}
	for i, ed := range edges {
		g.places[g.domino[i]] = append(g.places[g.domino[i]], i)
		g.atCell[size.Index(ed.A)] = append(g.atCell[size.Index(ed.A)], i)
		g.atCell[size.Index(ed.B)] = append(g.atCell[size.Index(ed.B)], i)
	}
	g.groups = append(g.atCell, g.places...)
	return g
}

// edgeIndex returns the index of the edge under clue d.
func (g *graph) edgeIndex(d Domino) int {
	return slices.Index(g.edges, edgeOf(posOf(d.Cells[0]), posOf(d.Cells[1])))
}

// propagate places the clues, then repeatedly places the only possible
// pair of a cell or the only possible place of a domino, ruling out the
// other pairs at the placed domino's cells and its other places. It
// returns each edge's state, and false on a contradiction (no solution).
func (g *graph) propagate() ([]int8, bool) {
	state := make([]int8, len(g.edges))
	ok := true
	for _, d := range g.p.Given {
		ok = ok && g.place(state, g.edgeIndex(d))
	}
	for changed := true; ok && changed; {
		changed = false
		for _, group := range g.groups {
			last, open, done := -1, 0, false
			for _, i := range group {
				done = done || state[i] == placed
				if state[i] == unknown {
					last, open = i, open+1
				}
			}
			switch {
			case done || len(group) == 0:
			case open == 0:
				ok = false
			case open == 1:
				ok = ok && g.place(state, last)
				changed = true
			}
		}
	}
	return state, ok
}

// place marks edge i placed and rules out the edges it excludes; it
// reports false on a contradiction.
func (g *graph) place(state []int8, i int) bool {
	if state[i] == ruledOut {
		return false
	}
	state[i] = placed
	size := g.p.Size()
	for _, group := range [][]int{g.atCell[size.Index(g.edges[i].A)], g.atCell[size.Index(g.edges[i].B)], g.places[g.domino[i]]} {
		for _, j := range group {
			if j == i {
				continue
			}
			if state[j] == placed {
				return false
			}
			state[j] = ruledOut
		}
	}
	return true
}

// varName names the variable of a domino a-b on edge e: "6-4 at 7,3 8,3".
// (strconv rather than fmt: names are made for every edge on every solve.)
func varName(a, b int, e grid.Edge) string {
	buf := make([]byte, 0, 24)
	buf = strconv.AppendInt(buf, int64(a), 10)
	buf = append(buf, '-')
	buf = strconv.AppendInt(buf, int64(b), 10)
	buf = append(buf, " at "...)
	for i, pos := range []grid.Pos{e.A, e.B} {
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, int64(pos.R), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(pos.C), 10)
	}
	return string(buf)
}

// edgeOf returns the edge joining adjacent cells a and b (A upper or left).
func edgeOf(a, b grid.Pos) grid.Edge {
	if b.R < a.R || b.C < a.C {
		a, b = b, a
	}
	return grid.Edge{A: a, B: b}
}

// Impossible returns why the layout's numbers cannot hold the set, found
// without search: the wrong number of cells, a number shown too few or too
// many times, a cell with no neighbouring cell, or a domino whose two
// numbers are never adjacent. It returns "" when none of these applies.
func (p *Puzzle) Impossible() string {
	set := SetSize(p.Max)
	if n := p.NumCells(); n != 2*set {
		return fmt.Sprintf("the layout has %d cells; the double-%d set of %d dominoes covers %d", n, p.Max, set, 2*set)
	}
	if reason := p.balance(); reason != "" {
		return reason
	}
	edges := p.Edges()
	near := map[grid.Pos]bool{}
	hasPlace := make([]bool, set)
	for _, e := range edges {
		near[e.A], near[e.B] = true, true
		hasPlace[Index(p.Max, p.At(e.A), p.At(e.B))] = true
	}
	for _, pos := range p.Size().Cells() {
		if p.At(pos) != Hole && !near[pos] {
			return fmt.Sprintf("cell %s has no neighbouring cell to share a domino with", rc(cellOf(pos)))
		}
	}
	for a := 0; a <= p.Max; a++ {
		for b := a; b <= p.Max; b++ {
			if !hasPlace[Index(p.Max, a, b)] {
				return fmt.Sprintf("no two adjacent cells show %d and %d, so the %d-%d domino has no place", a, b, a, b)
			}
		}
	}
	return ""
}

// balance checks that every number appears max+2 times, as on the set.
func (p *Puzzle) balance() string {
	count := make([]int, p.Max+1)
	for _, row := range p.Cells {
		for _, v := range row {
			if v != Hole {
				count[v]++
			}
		}
	}
	var wrong []string
	for k, n := range count {
		switch {
		case n == p.Max+2:
		case n == 0:
			wrong = append(wrong, fmt.Sprintf("%d never appears", k))
		default:
			wrong = append(wrong, fmt.Sprintf("%d appears %d times", k, n))
		}
	}
	if len(wrong) == 0 {
		return ""
	}
	if len(wrong) > 4 {
		wrong = append(wrong[:4], fmt.Sprintf("%d more numbers are off", len(wrong)-4))
	}
	return fmt.Sprintf("the double-%d set shows each number %d times, but %s", p.Max, p.Max+2, strings.Join(wrong, ", "))
}

// Vars implements puzzles.Decoder: the pair variables but those the
// clues fix determine a solution.
func (e *encoding) Vars() []sat.Lit {
	var out []sat.Lit
	for i, v := range e.vars {
		if _, fixed := e.given[i]; !fixed {
			out = append(out, v)
		}
	}
	return out
}

// Decode implements puzzles.Decoder.
func (e *encoding) Decode(s *sat.Solver) puzzles.Answer {
	return e.DecodePartial(puzzles.Known(s))
}

// DecodePartial implements puzzles.Decoder: the dominoes whose
// places are known and, while some place is not known, the adjacent
// cells known not to share a domino.
func (e *encoding) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Answer{Dominoes: []Domino{}}
	for i, ed := range e.edges {
		value, ok := e.given[i]
		if !ok {
			value, ok = known(e.vars[i])
		}
		switch {
		case ok && value:
			a.Dominoes = append(a.Dominoes, Domino{
				Pips:  [2]int{e.p.At(ed.A), e.p.At(ed.B)},
				Cells: [2][2]int{cellOf(ed.A), cellOf(ed.B)},
			})
		case ok:
			a.Apart = append(a.Apart, [2][2]int{cellOf(ed.A), cellOf(ed.B)})
		}
	}
	if len(a.Dominoes)+len(a.Apart) == len(e.edges) {
		a.Apart = nil // complete: every other pair is apart
	}
	sort.Slice(a.Dominoes, func(i, j int) bool {
		return Index(e.p.Max, a.Dominoes[i].Pips[0], a.Dominoes[i].Pips[1]) < Index(e.p.Max, a.Dominoes[j].Pips[0], a.Dominoes[j].Pips[1])
	})
	a.Grid = Picture(e.p, a.Dominoes)
	return a
}
