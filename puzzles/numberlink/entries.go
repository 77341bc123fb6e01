package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

var _ puzzles.Enterer = (*encoding)(nil)

// Entries implements puzzles.Enterer: the edges between consecutive
// cells of a's paths and its segments are entered as a line, those in
// Off as no line. A part is the edge's first cell in reading order, with
// Kind "edge-right" or "edge-down", as for loops.
func (e *encoding) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	ans, ok := a.(*Answer)
	if !ok || ans == nil {
		return nil, fmt.Errorf("the entries are not Numberlink paths (%T)", a)
	}
	var out []puzzles.Entry
	seen := map[puzzles.Target]bool{}
	add := func(p, q [2]int, line bool) error {
		en, err := e.edgeEntry(p, q, line)
		if err == nil && seen[en.Part] {
			err = fmt.Errorf("the line from %v to %v is entered twice", p, q)
		}
		seen[en.Part] = true
		out = append(out, en)
		return err
	}
	paths := make([][][2]int, len(ans.Paths))
	for i, path := range ans.Paths {
		paths[i] = path.Cells
	}
	if err := grid.EachLine(paths, ans.Segments, ans.Off, add); err != nil {
		return nil, err
	}
	return out, nil
}

// edgeEntry is the entry of the edge between cells p and q: a line, or no
// line.
func (e *encoding) edgeEntry(p, q [2]int, line bool) (puzzles.Entry, error) {
	if q[0] < p[0] || q[0] == p[0] && q[1] < p[1] {
		p, q = q, p
	}
	a, b := grid.Pos{R: p[0], C: p[1]}, grid.Pos{R: q[0], C: q[1]}
	size := e.p.Size
	ed, ok := -1, false
	if size.In(a) && size.In(b) {
		ed, ok = e.lines.G.Find(size.Index(a), size.Index(b))
	}
	if !ok {
		return puzzles.Entry{}, fmt.Errorf("no line joins row %d, column %d and row %d, column %d", p[0]+1, p[1]+1, q[0]+1, q[1]+1)
	}
	kind := "edge-right"
	if q[0] > p[0] {
		kind = "edge-down"
	}
	words := puzzles.CellName(a) + " and " + puzzles.CellName(b)
	en := puzzles.Entry{Part: puzzles.Target{R: p[0], C: p[1], Kind: kind}, Value: "line", Words: "A line joins " + words, Lit: e.lines.Lits[ed]}
	if !line {
		en.Value, en.Words, en.Lit = "no line", "No line joins "+words, en.Lit.Not()
	}
	return en, nil
}
