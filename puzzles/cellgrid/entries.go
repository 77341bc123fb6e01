package cellgrid

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The answer kinds read a person's entries (puzzles.Enterer): a Marks
// answer's marked and unmarked cells, a Shading's '#' and '.' cells, a
// Loop's lines drawn and absent, a NumberGrid's numbers, a Diagonals'
// lines.
var (
	_ puzzles.Enterer = (*MarkVars[MarkNames])(nil)
	_ puzzles.Enterer = (*ShadeVars)(nil)
	_ puzzles.Enterer = (*LoopVars)(nil)
	_ puzzles.Enterer = (*NumberVars)(nil)
	_ puzzles.Enterer = (*DiagonalVars)(nil)
)

// Entries implements puzzles.Enterer: each known number of a's grid is
// entered (Value the number); a number the cell cannot hold has the
// literal sat.False.
func (d *NumberVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	g := NumberGridOf(a)
	if g == nil {
		return nil, fmt.Errorf("the entries are not a grid of numbers (%T)", a)
	}
	if len(g.Grid) != d.Size.Rows {
		return nil, fmt.Errorf("the entries have %d rows, the board %d", len(g.Grid), d.Size.Rows)
	}
	var out []puzzles.Entry
	for r, row := range g.Grid {
		if len(row) != d.Size.Cols {
			return nil, fmt.Errorf("row %d of the entries has %d cells, the board %d", r+1, len(row), d.Size.Cols)
		}
		for c, v := range row {
			if v != Unknown {
				out = append(out, puzzles.Entry{Part: puzzles.Target{R: r, C: c}, Value: strconv.Itoa(v),
					Words: fmt.Sprintf("%s is %d", puzzles.CellWords(r, c), v), Lit: d.Ints[r][c].Eq(v)})
			}
		}
	}
	return out, nil
}

// Entries implements puzzles.Enterer: '\\' and '/' are cells (Kind
// CellKind) entered with that line, anything else not known.
func (d *DiagonalVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	es, err := puzzles.PictureEntries(a, d.Back, d.Size.Cols, '\\', '/', "holds \\", "holds /")
	for i := range es {
		es[i].Part.Kind = CellKind // a cell of a PointGrid, not its point
	}
	return es, err
}

// Entries implements puzzles.Enterer: each cell of a's On list is entered
// as marked (Value the on name, "lights"), each of its Off list as
// unmarked ("dark"); a cell that cannot be marked has the literal
// sat.False.
func (d *MarkVars[N]) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	m, ok := a.(*Marks[N])
	if !ok || m == nil {
		return nil, fmt.Errorf("the entries are not marks (%T)", a)
	}
	on, off, onWords, offWords := markWords[N]()
	lit := make(map[grid.Pos]sat.Lit, len(d.Cells))
	var size grid.Size
	for i, pos := range d.Cells {
		lit[pos] = d.Lits[i]
	}
	if len(m.Grid) > 0 {
		size = grid.Size{Rows: len(m.Grid), Cols: len(m.Grid[0])}
	}
	for _, pos := range d.Cells {
		size.Rows, size.Cols = max(size.Rows, pos.R+1), max(size.Cols, pos.C+1)
	}
	es, err := puzzles.MarkEntries(m.On, m.Off, func(pos grid.Pos) (sat.Lit, bool) { l, ok := lit[pos]; return l, ok },
		size, on, off, onWords, offWords)
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(es, func(x, y puzzles.Entry) int {
		return (x.Part.R-y.Part.R)*size.Cols + x.Part.C - y.Part.C
	})
	return es, nil
}

// Entries implements puzzles.Enterer: '#' is a cell entered as shaded,
// '.' as not shaded, anything else not known.
func (v *ShadeVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	return puzzles.PictureEntries(a, v.Lits, v.Size.Cols, ShadedCell, UnshadedCell, "is shaded", "is not shaded")
}

// Entries implements puzzles.Enterer: the lines of a's loop, or of its
// partial lines, are entered as drawn (Value "line") and its off lines as
// absent ("no line"); a whole loop enters every other line as absent. A
// line's part is its first point in reading order, [r, c], with Kind
// "edge-right" (to [r, c+1]) or "edge-down" (to [r+1, c]); points are
// cells on Centres and corners on Corners.
func (l *LoopVars) Entries(a puzzles.Answer) ([]puzzles.Entry, error) {
	lp, ok := a.(*Loop)
	if !ok || lp == nil {
		return nil, fmt.Errorf("the entries are not a loop (%T)", a)
	}
	state := map[int]bool{}
	set := func(p, q [2]int, drawn bool) error {
		e, ok := l.edge(p, q)
		if !ok {
			return fmt.Errorf("no line joins %v and %v on this board", p, q)
		}
		if was, seen := state[e]; seen && was != drawn {
			return fmt.Errorf("the line from %v to %v is entered both drawn and absent", p, q)
		}
		state[e] = drawn
		return nil
	}
	var closed [][][2]int // the loop back to its first point
	if len(lp.Loop) > 0 {
		closed = [][][2]int{append(slices.Clip(lp.Loop), lp.Loop[0])}
	}
	if err := grid.EachLine(closed, lp.Lines, lp.Off, set); err != nil {
		return nil, err
	}
	if len(lp.Loop) > 0 {
		for e := range l.Lines.Lits {
			if _, seen := state[e]; !seen {
				state[e] = false
			}
		}
	}
	var out []puzzles.Entry
	for e, lit := range l.Lines.Lits {
		drawn, seen := state[e]
		if !seen {
			continue
		}
		seg := l.segment(e)
		p, q := seg[0], seg[1]
		if q[0] < p[0] || q[0] == p[0] && q[1] < p[1] {
			p, q = q, p
		}
		kind, text := "edge-right", "-"
		if q[0] > p[0] {
			kind, text = "edge-down", "|"
		}
		en := puzzles.Entry{Part: puzzles.Target{R: p[0], C: p[1], Kind: kind}, Value: "line", Lit: lit}
		if !drawn {
			en.Value, en.Lit, text = "no line", lit.Not(), "x"
		}
		en.Words, _ = l.on.Locate(l.size, p[0]+q[0], p[1]+q[1], text)
		out = append(out, en)
	}
	slices.SortStableFunc(out, func(x, y puzzles.Entry) int {
		if x.Part.R != y.Part.R {
			return x.Part.R - y.Part.R
		}
		if x.Part.C != y.Part.C {
			return x.Part.C - y.Part.C
		}
		return len(y.Part.Kind) - len(x.Part.Kind) // edge-right before edge-down
	})
	return out, nil
}

// edge returns the edge joining points p and q.
func (l *LoopVars) edge(p, q [2]int) (int, bool) {
	pts := l.on.points(l.size)
	if !pts.In(grid.Pos{R: p[0], C: p[1]}) || !pts.In(grid.Pos{R: q[0], C: q[1]}) {
		return 0, false
	}
	return l.Lines.G.Find(p[0]*pts.Cols+p[1], q[0]*pts.Cols+q[1])
}
