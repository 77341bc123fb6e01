package numberlink

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// A quick search for a second classic answer near a first one that uses
// every cell (a fill answer). Keeping all lines but a few, those few can
// only move within their own cells (the others are taken), so each try is
// a small puzzle: the few labels on the board, every cell outside their
// lines left empty. Pairs of lines that run beside each other are tried;
// a second answer found is checked against the whole puzzle. It only
// shortens the search when there is a second answer: when none is found,
// the complete search (reduced.go) decides.

// nearby returns a second answer that differs from first only on a pair
// of neighbouring lines, or on three lines one of which runs beside the
// other two, and its edge values, or nil.
func (p *Puzzle) nearby(first *Answer, vals []bool) (puzzles.Answer, []bool, error) {
	n := &near{p: p, first: first, vals: vals, line: p.lineOf(first), full: graph.Square(p.Size)}
	pairs := p.besides(n.line)
	sets := make([][]int, 0, len(pairs))
	for _, pair := range pairs {
		sets = append(sets, pair[:])
	}
	sets = append(sets, triples(pairs)...)
	for _, set := range sets {
		a, v, err := n.reroute(set)
		if err != nil || a != nil {
			return a, v, err
		}
	}
	return nil, nil, nil
}

// triples are the sets {i, j, k} where j runs beside both i and k.
func triples(pairs [][2]int) [][]int {
	nb := map[int][]int{}
	for _, pr := range pairs {
		nb[pr[0]] = append(nb[pr[0]], pr[1])
		nb[pr[1]] = append(nb[pr[1]], pr[0])
	}
	seen := map[[3]int]bool{}
	var out [][]int
	for _, pr := range pairs {
		for _, j := range pr {
			for _, k := range nb[j] {
				t := []int{pr[0], pr[1], k}
				slices.Sort(t)
				if t[0] == t[1] || t[1] == t[2] || seen[[3]int(t)] {
					continue
				}
				seen[[3]int(t)] = true
				out = append(out, t)
			}
		}
	}
	return out
}

// near is what the tries share: the first answer, its edge values, the
// index of each cell's line and the board's graph.
type near struct {
	p     *Puzzle
	first *Answer
	vals  []bool
	line  []int
	full  *graph.Graph
}

// lineOf gives each cell the index of its line in a (-1 when empty).
func (p *Puzzle) lineOf(a *Answer) []int {
	line := make([]int, p.Size.Rows*p.Size.Cols)
	for i := range line {
		line[i] = -1
	}
	for i, path := range a.Paths {
		for _, c := range path.Cells {
			line[p.Size.Index(cellOf(c))] = i
		}
	}
	return line
}

// besides lists the pairs of lines with orthogonally adjacent cells.
func (p *Puzzle) besides(line []int) [][2]int {
	seen := map[[2]int]bool{}
	var out [][2]int
	for _, c := range p.Size.Cells() {
		for _, d := range []grid.Dir{grid.Right, grid.Down} {
			q := c.Add(d.Delta())
			if !p.Size.In(q) {
				continue
			}
			i, j := line[p.Size.Index(c)], line[p.Size.Index(q)]
			if i > j {
				i, j = j, i
			}
			if i >= 0 && i != j && !seen[[2]int{i, j}] {
				seen[[2]int{i, j}] = true
				out = append(out, [2]int{i, j})
			}
		}
	}
	return out
}

// reroute solves the small puzzle of the lines in set, within their own
// cells, for another way than first's. The small puzzle is the bounding
// box of those cells.
func (n *near) reroute(set []int) (puzzles.Answer, []bool, error) {
	p, first := n.p, n.first
	mine := func(pos grid.Pos) bool { return slices.Contains(set, n.line[p.Size.Index(pos)]) }
	lo, hi := p.box(mine)
	q, _ := New(hi.R-lo.R+1, hi.C-lo.C+1, Classic)
	q.NoTouch = p.NoTouch
	for _, i := range set {
		path := first.Paths[i]
		for _, end := range [][2]int{path.Cells[0], path.Cells[len(path.Cells)-1]} {
			q.Cells[end[0]-lo.R][end[1]-lo.C] = path.Label
		}
	}
	shift := grid.Delta(lo)
	m := sat.NewModel()
	e, err := q.encodeOff(m, false, func(c grid.Pos) bool { return !mine(c.Add(shift)) })
	if err != nil {
		return nil, nil, err
	}
	own := make([]bool, len(e.lines.Lits)) // first's edges in the box
	for ed := range e.lines.Lits {
		va, vb := e.lines.G.Ends(ed)
		a, b := e.pos(va).Add(shift), e.pos(vb).Add(shift)
		if mine(a) && mine(b) {
			fe, _ := n.full.Find(p.Size.Index(a), p.Size.Index(b))
			own[ed] = n.vals[fe]
		}
	}
	if m.Trivial() != "" {
		return nil, nil, nil
	}
	s := m.Solver()
	s.AddClause(differ(e.Vars(), own)...)
	var st puzzles.Stats
	sub, err := puzzles.Next(s, q, e, &st)
	if err != nil || sub == nil {
		return nil, nil, err
	}
	return p.merge(first, sub.(*Answer), lo, set)
}

// box is the bounding box of the cells where in holds.
func (p *Puzzle) box(in func(grid.Pos) bool) (lo, hi grid.Pos) {
	lo, hi = grid.Pos{R: p.Size.Rows, C: p.Size.Cols}, grid.Pos{R: -1, C: -1}
	for _, c := range p.Size.Cells() {
		if in(c) {
			lo = grid.Pos{R: min(lo.R, c.R), C: min(lo.C, c.C)}
			hi = grid.Pos{R: max(hi.R, c.R), C: max(hi.C, c.C)}
		}
	}
	return lo, hi
}

// merge puts the rerouted lines of sub (whose board starts at lo) in place
// of first's lines in set, checks the result and returns its edge values.
func (p *Puzzle) merge(first *Answer, sub *Answer, lo grid.Pos, set []int) (puzzles.Answer, []bool, error) {
	a := &Answer{Paths: slices.Clone(first.Paths)}
	for _, i := range set {
		for _, sp := range sub.Paths {
			if sp.Label != first.Paths[i].Label {
				continue
			}
			cells := make([][2]int, len(sp.Cells))
			for k, c := range sp.Cells {
				cells[k] = [2]int{c[0] + lo.R, c[1] + lo.C}
			}
			a.Paths[i] = Path{Label: sp.Label, Cells: cells}
		}
	}
	a.Grid = Picture(p, a.Paths)
	if err := p.Check(a); err != nil {
		return nil, nil, &puzzles.InternalError{Err: err}
	}
	return a, p.edgeValues(a), nil
}

// edgeValues are the values of the edge variables in answer a.
func (p *Puzzle) edgeValues(a *Answer) []bool {
	g := graph.Square(p.Size)
	out := make([]bool, g.NumEdges())
	for _, path := range a.Paths {
		for k := 1; k < len(path.Cells); k++ {
			ed, _ := g.Find(p.Size.Index(cellOf(path.Cells[k-1])), p.Size.Index(cellOf(path.Cells[k])))
			out[ed] = true
		}
	}
	return out
}
