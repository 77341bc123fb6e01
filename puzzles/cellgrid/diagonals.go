package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Diagonals is an answer that draws a diagonal in every cell (Slant):
// {"grid": ["\\/", ...]}, one string a row, '\\' or '/' a cell and, in a
// partial answer, '?' one not known (see puzzles.Picture). Its lines join
// the grid points: '\\' the top left and bottom right corners of its
// cell, '/' the others (Ends).
type Diagonals = puzzles.Picture

// Ends returns the two grid points a line in cell pos joins: '\' (back)
// the top left and bottom right corners, '/' the others.
func Ends(pos grid.Pos, back bool) (a, b grid.Pos) {
	if back {
		return pos, grid.Pos{R: pos.R + 1, C: pos.C + 1}
	}
	return grid.Pos{R: pos.R, C: pos.C + 1}, grid.Pos{R: pos.R + 1, C: pos.C}
}

// DiagonalVars is the decoder of Diagonals: a literal a cell, true for
// '\\'. It is a puzzles.Refiner that refuses loops of lines.
type DiagonalVars struct {
	Size grid.Size
	Back []sat.Lit
}

// NewDiagonalVars returns a variable a cell of a board of size.
func NewDiagonalVars(m *sat.Model, size grid.Size) *DiagonalVars {
	return &DiagonalVars{Size: size, Back: m.NewVars("back", size.Rows*size.Cols)}
}

// Lit is the literal of a '\\' (back) or '/' in cell pos.
func (d *DiagonalVars) Lit(pos grid.Pos, back bool) sat.Lit {
	l := d.Back[d.Size.Index(pos)]
	if !back {
		l = l.Not()
	}
	return l
}

// Touching returns the literals of the lines that would touch grid point
// pt: the '\\' of the cells above left and below right of it, the '/' of
// the others.
func (d *DiagonalVars) Touching(pt grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, c := range []grid.Delta{{R: -1, C: -1}, {R: -1}, {C: -1}, {}} {
		if pos := pt.Add(c); d.Size.In(pos) {
			out = append(out, d.Lit(pos, c.R == c.C))
		}
	}
	return out
}

// NoDiamonds forbids the smallest loop, four lines around a grid point.
func (d *DiagonalVars) NoDiamonds(m *sat.Model) {
	for _, pos := range d.Size.Cells() {
		if pos.R+1 < d.Size.Rows && pos.C+1 < d.Size.Cols {
			m.Clause(d.Lit(pos, true), d.Lit(grid.Pos{R: pos.R, C: pos.C + 1}, false),
				d.Lit(grid.Pos{R: pos.R + 1, C: pos.C}, false), d.Lit(grid.Pos{R: pos.R + 1, C: pos.C + 1}, true))
		}
	}
}

// Refine implements puzzles.Refiner: for each line that closes a loop of
// the model's lines, a clause that turns one of the loop's cells. The
// lines are added in reading order to a forest of grid points (a
// union-find of its trees tells when a line's ends are joined already);
// a line that would close a loop is left out, and its clause names the
// one path of the forest between its ends.
func (d *DiagonalVars) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	var out [][]sat.Lit
	f := newForest((d.Size.Rows + 1) * (d.Size.Cols + 1))
	back := make([]bool, len(d.Back))
	point := func(p grid.Pos) int { return p.R*(d.Size.Cols+1) + p.C }
	for i, pos := range d.Size.Cells() {
		back[i] = value(d.Back[i])
		a, b := Ends(pos, back[i])
		if !f.join(point(a), point(b), i) {
			clause := []sat.Lit{d.Lit(pos, !back[i])}
			for _, q := range f.path(point(a), point(b)) {
				clause = append(clause, d.Lit(grid.Pos{R: int(q) / d.Size.Cols, C: int(q) % d.Size.Cols}, !back[q]))
			}
			out = append(out, clause)
		}
	}
	return out
}

// forest is a forest on points 0..n-1 whose edges are named (a cell's
// index): a union-find of its trees, and each point's edges.
type forest struct {
	root  []int32
	edges [][]forestEdge
	prev  []forestEdge // path's search: how each point was reached
	stamp []int32      // path's search: the search that reached a point
	n     int32        // searches so far
}

type forestEdge struct{ to, name int32 }

func newForest(n int) *forest {
	f := &forest{root: make([]int32, n), edges: make([][]forestEdge, n), prev: make([]forestEdge, n), stamp: make([]int32, n)}
	for i := range f.root {
		f.root[i] = int32(i)
	}
	return f
}

func (f *forest) find(x int) int32 {
	for int(f.root[x]) != x {
		f.root[x] = f.root[f.root[x]]
		x = int(f.root[x])
	}
	return int32(x)
}

// join adds the edge named name between points a and b; false, adding
// nothing, when they are in one tree already.
func (f *forest) join(a, b, name int) bool {
	ra, rb := f.find(a), f.find(b)
	if ra == rb {
		return false
	}
	f.root[ra] = rb
	f.edges[a] = append(f.edges[a], forestEdge{int32(b), int32(name)})
	f.edges[b] = append(f.edges[b], forestEdge{int32(a), int32(name)})
	return true
}

// path returns the names of the edges of the path from a to b, which are
// in one tree, from b's end.
func (f *forest) path(a, b int) []int32 {
	f.n++
	f.stamp[a] = f.n
	queue := []int32{int32(a)}
	for len(queue) > 0 && f.stamp[b] != f.n {
		x := queue[0]
		queue = queue[1:]
		for _, e := range f.edges[x] {
			if f.stamp[e.to] != f.n {
				f.stamp[e.to], f.prev[e.to] = f.n, forestEdge{x, e.name}
				queue = append(queue, e.to)
			}
		}
	}
	var out []int32
	for x := int32(b); x != int32(a); x = f.prev[x].to {
		out = append(out, f.prev[x].name)
	}
	return out
}

// Vars implements puzzles.Decoder.
func (d *DiagonalVars) Vars() []sat.Lit { return d.Back }

// Decode implements puzzles.Decoder.
func (d *DiagonalVars) Decode(s *sat.Solver) puzzles.Answer { return d.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: '?' where the line is not known.
func (d *DiagonalVars) DecodePartial(known func(l sat.Lit) (value, ok bool)) puzzles.Answer {
	return puzzles.DecodePicture(d.Back, d.Size.Cols, known, '\\', '/')
}

// CheckDiagonals is the start of Check for Diagonals on a board of size:
// ans must be a whole answer of the type name's, of '\\' and '/' only,
// whose lines make no loop. It returns the lines (true for '\\') and how
// many touch each grid point.
func CheckDiagonals(ans puzzles.Answer, name string, size grid.Size) (back [][]bool, touched map[grid.Pos]int, err error) {
	a, err := puzzles.AnswerAs[*Diagonals](ans, name)
	if err == nil {
		back, err = a.Cells(size, '\\', '/')
	}
	if err != nil {
		return nil, nil, err
	}
	j := joins{}
	for _, pos := range size.Cells() {
		if !j.add(pos, back[pos.R][pos.C]) {
			return nil, nil, fmt.Errorf("the line in %s closes a loop", puzzles.CellName(pos))
		}
	}
	return back, Touches(back), nil
}

// joins are the groups of grid points that lines join: a union-find,
// each point's parent (a point not in it is alone).
type joins map[grid.Pos]grid.Pos

func (j joins) find(p grid.Pos) grid.Pos {
	for {
		q, ok := j[p]
		if !ok || q == p {
			return p
		}
		if r, ok := j[q]; ok && r != q {
			j[p] = r // path halving
		}
		p = q
	}
}

// add joins the ends of the line in cell pos ('\\' when back); false,
// joining nothing, when they are joined already (the line closes a loop).
func (j joins) add(pos grid.Pos, back bool) bool {
	a, b := Ends(pos, back)
	ra, rb := j.find(a), j.find(b)
	if ra == rb {
		return false
	}
	j[ra] = rb
	return true
}

// Touches counts the lines at each grid point of the lines back (true
// for '\\').
func Touches(back [][]bool) map[grid.Pos]int {
	out := map[grid.Pos]int{}
	for r, row := range back {
		for c, b := range row {
			x, y := Ends(grid.Pos{R: r, C: c}, b)
			out[x]++
			out[y]++
		}
	}
	return out
}

// RandomDiagonals returns random lines without a loop on a board of
// size (for generators): a cell takes the other line where its first
// would close a loop (both never do).
func RandomDiagonals(rng interface{ Intn(n int) int }, size grid.Size) [][]bool {
	back, j := make([][]bool, size.Rows), joins{}
	for _, pos := range size.Cells() {
		back[pos.R] = append(back[pos.R], rng.Intn(2) == 0)
		if !j.add(pos, back[pos.R][pos.C]) {
			back[pos.R][pos.C] = !back[pos.R][pos.C]
			j.add(pos, back[pos.R][pos.C])
		}
	}
	return back
}

// DrawDiagonals draws the known lines of an answer that is Diagonals (a
// nil or other answer draws nothing), each from point to point as at
// places them.
func DrawDiagonals(s *draw.Scene, ans puzzles.Answer, at func(r, c int) (x, y float64)) {
	a, ok := ans.(*Diagonals)
	for r := 0; ok && r < len(a.Grid); r++ {
		for c, ch := range a.Grid[r] {
			if ch == '\\' || ch == '/' {
				p, q := Ends(grid.Pos{R: r, C: c}, ch == '\\')
				x0, y0 := at(p.R, p.C)
				x1, y1 := at(q.R, q.C)
				s.Add(draw.Item{Kind: draw.Line, Points: []float64{x0, y0, x1, y1}, Stroke: draw.Solved, Width: 0.08})
			}
		}
	}
}

// DiffDiagonals implements puzzles.Instance's Diff for Diagonals on a
// PointGrid: the cells (CellKind) whose lines differ.
func DiffDiagonals(x, y puzzles.Answer) []puzzles.Target {
	out := puzzles.DiffPictures(x, y)
	for i := range out {
		out[i].Kind = CellKind
	}
	return out
}
