package numberlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
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
// of neighbouring lines, and its edge values, or nil.
func (p *Puzzle) nearby(first *Answer, vals []bool) (puzzles.Answer, []bool, error) {
	line := p.lineOf(first)
	for _, pair := range p.besides(line, len(first.Paths)) {
		a, v, err := p.reroute(first, vals, line, pair)
		if err != nil || a != nil {
			return a, v, err
		}
	}
	return nil, nil, nil
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
func (p *Puzzle) besides(line []int, n int) [][2]int {
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

// reroute solves the small puzzle of the lines in pair, within their own
// cells, for another way than first's.
func (p *Puzzle) reroute(first *Answer, vals []bool, line []int, pair [2]int) (puzzles.Answer, []bool, error) {
	q, _ := New(p.Size.Rows, p.Size.Cols, Classic)
	q.NoTouch = p.NoTouch
	mine := func(v int) bool { return line[v] == pair[0] || line[v] == pair[1] }
	for _, i := range pair {
		path := first.Paths[i]
		for _, end := range [][2]int{path.Cells[0], path.Cells[len(path.Cells)-1]} {
			q.Cells[end[0]][end[1]] = path.Label
		}
	}
	m := sat.NewModel()
	e, err := q.encode(m, false)
	if err != nil {
		return nil, nil, err
	}
	own := make([]bool, len(vals))
	for ed, l := range e.lines.Lits {
		a, b := e.lines.G.Ends(ed)
		if !mine(a) || !mine(b) {
			m.Unit(l.Not())
		} else {
			own[ed] = vals[ed]
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
	return p.merge(first, vals, own, sub.(*Answer), s.Values(e.Vars()), pair)
}

// merge puts the rerouted lines of sub in place of first's lines in pair.
func (p *Puzzle) merge(first *Answer, vals, own []bool, sub *Answer, subVals []bool, pair [2]int) (puzzles.Answer, []bool, error) {
	a := &Answer{Paths: append([]Path(nil), first.Paths...)}
	for _, i := range pair {
		for _, sp := range sub.Paths {
			if sp.Label == first.Paths[i].Label {
				a.Paths[i] = sp
			}
		}
	}
	a.Grid = Picture(p, a.Paths)
	if err := p.Check(a); err != nil {
		return nil, nil, &puzzles.InternalError{Err: err}
	}
	out := make([]bool, len(vals))
	for ed := range vals {
		out[ed] = vals[ed] && !own[ed] || subVals[ed]
	}
	return a, out, nil
}
