package graph

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Graph is an undirected multigraph over the vertices 0..Len()-1. Edges
// are numbered in the order they were given; two vertices may be joined by
// several edges, and an edge may join a vertex to itself (as on a wrapping
// board one cell wide). Each vertex lists its edges in edge order.
type Graph struct {
	ends  [][2]int
	inc   [][]int
	names []string
}

// New returns the graph on n vertices with the given edges; names, when
// not nil, names each vertex (for variable names). It panics when an end
// is not a vertex or names has the wrong length: graphs are built by code,
// not from input.
func New(n int, ends [][2]int, names []string) *Graph {
	if names != nil && len(names) != n {
		panic(fmt.Sprintf("graph: %d names for %d vertices", len(names), n))
	}
	g := &Graph{ends: ends, inc: make([][]int, n), names: names}
	for e, ab := range ends {
		for _, v := range ab {
			if v < 0 || v >= n {
				panic(fmt.Sprintf("graph: edge %d ends at %d, not a vertex of 0..%d", e, v, n-1))
			}
		}
		g.inc[ab[0]] = append(g.inc[ab[0]], e)
		if ab[1] != ab[0] {
			g.inc[ab[1]] = append(g.inc[ab[1]], e)
		}
	}
	return g
}

// Square is the grid of s's cells, each joined to its orthogonal
// neighbours. Vertex s.Index(p) is cell p, named like "r1c2"; the edges are
// s.Edges(): for each cell in reading order, the one to its right and the
// one below it.
func Square(s grid.Size) *Graph {
	var ends [][2]int
	for _, e := range s.Edges() {
		ends = append(ends, [2]int{s.Index(e.A), s.Index(e.B)})
	}
	return New(s.Rows*s.Cols, ends, cellNames(s))
}

// King is the grid of s's cells, each joined to its eight neighbours
// (orthogonal and diagonal). Vertices are numbered as in Square; for each
// cell in reading order come its edges to the right, down-left, down and
// down-right.
func King(s grid.Size) *Graph {
	var ends [][2]int
	for _, p := range s.Cells() {
		for _, d := range []grid.Delta{{R: 0, C: 1}, {R: 1, C: -1}, {R: 1, C: 0}, {R: 1, C: 1}} {
			if q := p.Add(d); s.In(q) {
				ends = append(ends, [2]int{s.Index(p), s.Index(q)})
			}
		}
	}
	return New(s.Rows*s.Cols, ends, cellNames(s))
}

// Corners is the lattice of the corners of s's cells, for puzzles drawn on
// the grid lines (Slitherlink): (Rows+1) x (Cols+1) points joined along the
// cell sides. Point (r, c), the top-left corner of cell (r, c), is vertex
// r*(Cols+1)+c, named like "p1.2"; edges come as in Square.
func Corners(s grid.Size) *Graph {
	pts := grid.Size{Rows: s.Rows + 1, Cols: s.Cols + 1}
	var ends [][2]int
	for _, e := range pts.Edges() {
		ends = append(ends, [2]int{pts.Index(e.A), pts.Index(e.B)})
	}
	names := make([]string, 0, pts.Rows*pts.Cols)
	for _, p := range pts.Cells() {
		names = append(names, "p"+strconv.Itoa(p.R+1)+"."+strconv.Itoa(p.C+1))
	}
	return New(pts.Rows*pts.Cols, ends, names)
}

// Side returns the edge of Corners(s) along side d of cell p.
func Side(s grid.Size, p grid.Pos, d grid.Dir) int {
	row := 2*s.Cols + 1 // edges per row of points but the last
	right := func(r, c int) int {
		if r == s.Rows {
			return r*row + c
		}
		return r*row + 2*c
	}
	down := func(r, c int) int { return r*row + 2*c - boolInt(c == s.Cols) + 1 }
	switch d {
	case grid.Up:
		return right(p.R, p.C)
	case grid.Down:
		return right(p.R+1, p.C)
	case grid.Left:
		return down(p.R, p.C)
	}
	return down(p.R, p.C+1)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Hex is the hexagon of cells with side n (1 + 3n(n-1) cells) in axial
// coordinates: cell (q, r) with |q|, |r|, |q+r| < n. Cells are numbered row
// by row (r from -(n-1) up, then q ascending) and named like "h0,-1"; each
// cell is joined to its six neighbours, for each cell in order its edges
// to the east, south-west and south-east.
func Hex(n int) *Graph {
	index := map[[2]int]int{}
	var names []string
	var cells [][2]int
	for r := -(n - 1); r <= n-1; r++ {
		for q := -(n - 1); q <= n-1; q++ {
			if abs(q+r) < n {
				index[[2]int{q, r}] = len(cells)
				cells = append(cells, [2]int{q, r})
				names = append(names, "h"+strconv.Itoa(q)+","+strconv.Itoa(r))
			}
		}
	}
	var ends [][2]int
	for i, c := range cells {
		for _, d := range [][2]int{{1, 0}, {-1, 1}, {0, 1}} {
			if j, ok := index[[2]int{c[0] + d[0], c[1] + d[1]}]; ok {
				ends = append(ends, [2]int{i, j})
			}
		}
	}
	return New(len(cells), ends, names)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func cellNames(s grid.Size) []string {
	names := make([]string, 0, s.Rows*s.Cols)
	for _, p := range s.Cells() {
		names = append(names, p.String())
	}
	return names
}

// Len is the number of vertices.
func (g *Graph) Len() int { return len(g.inc) }

// NumEdges is the number of edges.
func (g *Graph) NumEdges() int { return len(g.ends) }

// Ends returns the two ends of edge e (equal for a loop).
func (g *Graph) Ends(e int) (a, b int) { return g.ends[e][0], g.ends[e][1] }

// Other returns the end of edge e that is not v (v itself for a loop).
func (g *Graph) Other(e, v int) int {
	if g.ends[e][0] == v {
		return g.ends[e][1]
	}
	return g.ends[e][0]
}

// Incident lists the edges at v in edge order. The caller must not change it.
func (g *Graph) Incident(v int) []int { return g.inc[v] }

// Find returns the first edge joining a and b.
func (g *Graph) Find(a, b int) (e int, ok bool) {
	for _, e := range g.inc[a] {
		if g.Other(e, a) == b {
			return e, true
		}
	}
	return -1, false
}

// Name names vertex v: the name given to New, or "v" and its number.
func (g *Graph) Name(v int) string {
	if g.names != nil {
		return g.names[v]
	}
	return "v" + strconv.Itoa(v)
}

// EdgeName names edge e by its ends, like "r1c1-r1c2".
func (g *Graph) EdgeName(e int) string {
	a, b := g.Ends(e)
	return g.Name(a) + "-" + g.Name(b)
}
