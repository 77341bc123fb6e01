package puzzles

import (
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The helpers below serve the types whose answer is one loop drawn on a
// lattice of points (grid.Link): through the centres of cells (Masyu) or
// along their sides (Slitherlink).

// LoopLines are the line variables of a lattice graph under the rule
// "the lines form one single loop", and the decoder of the answers they
// give: a type's encoding.
type LoopLines struct {
	Lines *graph.Edges
	Cycle *graph.Network
	Cols  int // the lattice's columns: vertex v is the point [v/Cols, v%Cols]
	// Answer makes the type's answer of what Read returns.
	Answer func(loop [][2]int, lines, off [][2][2]int) Answer
}

// LoopLines decode answers and add the single-cycle rule lazily.
var (
	_ Decoder = (*LoopLines)(nil)
	_ Refiner = (*LoopLines)(nil)
)

// CentreLoop adds the line variables of a loop through the centres of
// the cells of a board of size, one per pair of neighbouring cells
// (graph.Square), and the single-cycle rule over them; answer makes the
// type's answers. Points are cells.
func CentreLoop(m *sat.Model, size grid.Size, answer func(loop [][2]int, lines, off [][2][2]int) Answer) *LoopLines {
	return newLoopLines(m, graph.Square(size), size.Cols, answer)
}

// CornerLoop adds the line variables of a loop along the sides of the
// cells of a board of size, one per side (graph.Corners), and the
// single-cycle rule over them; answer makes the type's answers. Points
// are the cells' corners, rows 0..size.Rows and columns 0..size.Cols.
func CornerLoop(m *sat.Model, size grid.Size, answer func(loop [][2]int, lines, off [][2][2]int) Answer) *LoopLines {
	return newLoopLines(m, graph.Corners(size), size.Cols+1, answer)
}

// newLoopLines adds a variable "line ..." per edge of g, a lattice of
// cols columns, and the single-cycle rule over them (graph.SingleCycle).
func newLoopLines(m *sat.Model, g *graph.Graph, cols int, answer func(loop [][2]int, lines, off [][2][2]int) Answer) *LoopLines {
	lines := graph.NewEdges(m, g, "line")
	return &LoopLines{Lines: lines, Cycle: graph.SingleCycle(m, lines), Cols: cols, Answer: answer}
}

// Vars implements Decoder: the lines determine a solution.
func (l *LoopLines) Vars() []sat.Lit { return l.Lines.Lits }

// Refine implements Refiner: the single-loop rule's cuts.
func (l *LoopLines) Refine(value func(sat.Lit) bool) [][]sat.Lit { return l.Cycle.Refine(value) }

// Decode implements Decoder.
func (l *LoopLines) Decode(s *sat.Solver) Answer {
	return l.DecodePartial(Known(s))
}

// DecodePartial implements Decoder: the answer of what Read reads.
func (l *LoopLines) DecodePartial(known func(sat.Lit) (value, ok bool)) Answer {
	return l.Answer(l.Read(known))
}

// Read reads the lines whose values known reports. When all are known,
// loop is the loop's points in order from its first point in reading
// order, and lines and off are nil. Otherwise loop is empty, lines lists
// the lines known to be drawn and off those known to be absent.
func (l *LoopLines) Read(known func(sat.Lit) (value, ok bool)) (loop [][2]int, lines, off [][2][2]int) {
	g := l.Lines.G
	on := make([]bool, g.NumEdges())
	all := true
	for e, lit := range l.Lines.Lits {
		v, ok := known(lit)
		on[e] = v && ok
		all = all && ok
		if ok && !v {
			off = append(off, l.segment(e))
		}
	}
	if all {
		return l.points(g.Loop(on)), nil, nil
	}
	for e, v := range on {
		if v {
			lines = append(lines, l.segment(e))
		}
	}
	return [][2]int{}, lines, off
}

// points turns vertices into [row, column] points.
func (l *LoopLines) points(vs []int) [][2]int {
	out := make([][2]int, len(vs))
	for i, v := range vs {
		out[i] = [2]int{v / l.Cols, v % l.Cols}
	}
	return out
}

// segment is edge e as its two points.
func (l *LoopLines) segment(e int) [2][2]int {
	a, b := l.Lines.G.Ends(e)
	pts := l.points([]int{a, b})
	return [2][2]int{pts[0], pts[1]}
}

// DrawLoop draws the links of a loop, and a small cross on each line of
// off (known to be absent), with point [r, c] at (c+shift, r+shift).
func DrawLoop(s *draw.Scene, links map[grid.Link]bool, off [][2][2]int, shift, width float64) {
	at := func(v int) float64 { return float64(v) + shift }
	for _, l := range grid.SortedLinks(links) {
		s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Solved, Width: width,
			Points: []float64{at(l[0][1]), at(l[0][0]), at(l[1][1]), at(l[1][0])}})
	}
	for _, l := range off {
		x, y := float64(l[0][1]+l[1][1])/2+shift, float64(l[0][0]+l[1][0])/2+shift
		s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.3, Fill: draw.Faint})
	}
}
