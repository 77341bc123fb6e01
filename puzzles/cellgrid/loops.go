package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/graph"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Lattice is where the lines of a loop answer lie on a board: the points
// they join and the edges between them.
type Lattice int

// The lattices of a board.
const (
	// Centres: the points are the cells, [r, c], an edge joins two
	// orthogonal neighbours (Masyu).
	Centres Lattice = iota
	// Corners: the points are the cells' corners, rows 0..Rows and
	// columns 0..Cols, an edge is a side of a cell (Slitherlink).
	Corners
)

// points is the size of the lattice of points on a board of size.
func (on Lattice) points(size grid.Size) grid.Size {
	if on == Corners {
		return grid.Size{Rows: size.Rows + 1, Cols: size.Cols + 1}
	}
	return size
}

// point names a point of the lattice in messages.
func (on Lattice) point() string { return [2]string{"cell", "corner"}[on] }

// Loop is an answer that is one loop drawn on a Lattice. Its JSON form is
// {"loop": [[r, c], ...], "grid": [...]}: the loop's points in order,
// from its first in reading order, the first not repeated at the end. A
// partial answer (what every solution shares) has an empty loop and
// lists the lines known to be drawn as "lines" and those known to be
// absent as "off", each as its two points. Grid is the picture Text
// prints (Grid.LoopPicture).
type Loop struct {
	Loop  [][2]int    `json:"loop"`
	Lines [][2][2]int `json:"lines,omitempty"`
	Off   [][2][2]int `json:"off,omitempty"`
	Grid  []string    `json:"grid,omitempty"`
}

// Links returns the lines drawn: the loop's and the partial ones.
func (a *Loop) Links() map[grid.Link]bool { return grid.Links(a.Loop, a.Lines) }

// Text implements puzzles.Answer: the picture, or the list of the loop's
// points when the answer has none (one written by hand).
func (a *Loop) Text() string {
	if a.Grid == nil {
		return grid.LoopText(a.Loop)
	}
	return puzzles.Lines(a.Grid)
}

// Turns reports whether the loop turns at its i-th point (taken around
// the loop: i may be any number).
func (a *Loop) Turns(i int) bool {
	n := len(a.Loop)
	prev, cur, next := a.Loop[((i-1)%n+n)%n], a.Loop[(i%n+n)%n], a.Loop[((i+1)%n+n)%n]
	return prev[0]-cur[0] != cur[0]-next[0] || prev[1]-cur[1] != cur[1]-next[1]
}

// Draw draws the lines on lattice on, and a small cross on each line a
// partial answer knows to be absent.
func (a *Loop) Draw(s *draw.Scene, on Lattice) {
	shift, width := 0.5, 0.15
	if on == Corners {
		shift, width = 0, 0.12
	}
	at := func(v int) float64 { return float64(v) + shift }
	for _, l := range grid.SortedLinks(a.Links()) {
		s.Add(draw.Item{Kind: draw.Line, Stroke: draw.Solved, Width: width,
			Points: []float64{at(l[0][1]), at(l[0][0]), at(l[1][1]), at(l[1][0])}})
	}
	for _, l := range a.Off {
		x, y := float64(l[0][1]+l[1][1])/2+shift, float64(l[0][0]+l[1][0])/2+shift
		s.Add(draw.Item{Kind: draw.Text, X: x, Y: y, Text: "×", Size: 0.3, Fill: draw.Faint})
	}
}

// LoopVars is the decoder of a Loop answer: a variable per edge of the
// lattice (the loop uses it) under the rule "the lines form one single
// loop", whose connectivity it adds lazily (it is a puzzles.Refiner).
type LoopVars struct {
	Lines *graph.Edges
	Cycle *graph.Network
	on    Lattice
	size  grid.Size // the board's
	// Picture draws the board with the lines (and the absent ones, off).
	Picture func(links map[grid.Link]bool, off [][2][2]int) []string
}

// LoopVars decode answers and add the single-cycle rule lazily.
var (
	_ puzzles.Decoder = (*LoopVars)(nil)
	_ puzzles.Refiner = (*LoopVars)(nil)
)

// LoopVars adds a variable "line ..." per edge of lattice on and the
// single-cycle rule over them (graph.SingleCycle: every point has 0 or 2
// lines, and, lazily, they are one loop). Its answers' picture is
// LoopPicture's.
func (g Grid) LoopVars(m *sat.Model, on Lattice) *LoopVars {
	gr := graph.Square(g.Size())
	if on == Corners {
		gr = graph.Corners(g.Size())
	}
	lines := graph.NewEdges(m, gr, "line")
	return &LoopVars{Lines: lines, Cycle: graph.SingleCycle(m, lines), on: on, size: g.Size(),
		Picture: func(links map[grid.Link]bool, off [][2][2]int) []string { return g.LoopPicture(on, links, off) }}
}

// Edge returns the variable of the line at cell pos in direction d: to
// its neighbour on Centres, its side on Corners; sat.False when there is
// none (off the board).
func (l *LoopVars) Edge(pos grid.Pos, d grid.Dir) sat.Lit {
	if !l.size.In(pos) {
		return sat.False
	}
	if l.on == Corners {
		return l.Lines.Lits[graph.Side(l.size, pos, d)]
	}
	q := pos.Add(d.Delta())
	if !l.size.In(q) {
		return sat.False
	}
	e, _ := l.Lines.G.Find(l.size.Index(pos), l.size.Index(q))
	return l.Lines.Lits[e]
}

// Sides returns the variables of the lines of cell pos, one a direction
// (up, right, down, left), those off the board left out.
func (l *LoopVars) Sides(pos grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, d := range grid.Dirs {
		if e := l.Edge(pos, d); e != sat.False {
			out = append(out, e)
		}
	}
	return out
}

// Vars implements puzzles.Decoder: the lines determine a solution.
func (l *LoopVars) Vars() []sat.Lit { return l.Lines.Lits }

// Refine implements puzzles.Refiner: the single-loop rule's cuts.
func (l *LoopVars) Refine(value func(sat.Lit) bool) [][]sat.Lit { return l.Cycle.Refine(value) }

// Decode implements puzzles.Decoder.
func (l *LoopVars) Decode(s *sat.Solver) puzzles.Answer { return l.DecodePartial(puzzles.Known(s)) }

// DecodePartial implements puzzles.Decoder: the loop when every line is
// known, else the lines known to be drawn and those known to be absent.
func (l *LoopVars) DecodePartial(known func(sat.Lit) (value, ok bool)) puzzles.Answer {
	a := &Loop{}
	a.Loop, a.Lines, a.Off = l.Read(known)
	a.Grid = l.Picture(grid.Links(a.Loop, a.Lines), a.Off)
	return a
}

// Read reads the lines whose values known reports. When all are known,
// loop is the loop's points in order from its first point in reading
// order, and lines and off are nil. Otherwise loop is empty, lines lists
// the lines known to be drawn and off those known to be absent.
func (l *LoopVars) Read(known func(sat.Lit) (value, ok bool)) (loop [][2]int, lines, off [][2][2]int) {
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
func (l *LoopVars) points(vs []int) [][2]int {
	cols := l.on.points(l.size).Cols
	out := make([][2]int, len(vs))
	for i, v := range vs {
		out[i] = [2]int{v / cols, v % cols}
	}
	return out
}

// segment is edge e as its two points.
func (l *LoopVars) segment(e int) [2][2]int {
	a, b := l.Lines.G.Ends(e)
	pts := l.points([]int{a, b})
	return [2][2]int{pts[0], pts[1]}
}

// LoopPicture draws the board as text with the lines on lattice on ('-'
// and '|'; 'x' for a line known to be absent), point [r, c] at line 2r,
// column 2c. On Centres a given cell is its text character and a blank
// one 'o' on the loop, its text character off it; on Corners the corners
// are '+' and the given cells stand between them.
func (g Grid) LoopPicture(on Lattice, links map[grid.Link]bool, off [][2][2]int) []string {
	size, pts := g.Size(), on.points(g.Size())
	pic := grid.LinkPicture(pts.Rows, pts.Cols, links, off)
	if on == Corners {
		for _, pos := range pts.Cells() {
			pic[2*pos.R][2*pos.C] = '+'
		}
		for _, pos := range g.Where(func(v int) bool { return v != g.c.blank }) {
			pic[2*pos.R+1][2*pos.C+1] = g.c.symbols.TextChar(g.At(pos))
		}
		return pictureRows(pic)
	}
	for l := range links {
		pic[2*l[0][0]][2*l[0][1]], pic[2*l[1][0]][2*l[1][1]] = 'o', 'o'
	}
	for _, pos := range size.Cells() {
		if v := g.At(pos); v != g.c.blank || pic[2*pos.R][2*pos.C] == ' ' {
			pic[2*pos.R][2*pos.C] = g.c.symbols.TextChar(v)
		}
	}
	return pictureRows(pic)
}

// CheckLoop is the start of Check for a loop answer on lattice on: ans
// must be a Loop whose loop is a closed path of distinct points. It
// returns the answer and each point's place on the loop.
func (g Grid) CheckLoop(ans puzzles.Answer, on Lattice) (*Loop, map[[2]int]int, error) {
	a, err := puzzles.AnswerAs[*Loop](ans, g.c.name)
	if err != nil {
		return nil, nil, err
	}
	pts := on.points(g.Size())
	at, err := grid.CheckLoopOnly(a.Loop, a.Lines, pts.Rows, pts.Cols, on.point())
	return a, at, err
}

// DiffLoops implements puzzles.Instance's Diff for loop answers on
// lattice on: for each line drawn in one answer only, the first cell it
// belongs to in reading order.
func (g Grid) DiffLoops(x, y puzzles.Answer, on Lattice) []puzzles.Target {
	return puzzles.DiffAt(x, y, g.Size(), func(a *Loop) map[grid.Pos]uint64 {
		drawn := a.Links()
		out := map[grid.Pos]uint64{}
		for _, pos := range g.Size().Cells() {
			for i, l := range on.owned(g.Size(), pos) {
				if drawn[l] {
					out[pos] |= 1 << i
				}
			}
		}
		return out
	})
}

// owned lists the lines that cell pos owns, each line owned by one cell:
// on Centres those to its right and below; on Corners its right and
// bottom sides, and its top and left ones on the first row and column.
func (on Lattice) owned(size grid.Size, pos grid.Pos) []grid.Link {
	r, c := pos.R, pos.C
	if on == Centres {
		return []grid.Link{grid.LinkOf([2]int{r, c}, [2]int{r, c + 1}), grid.LinkOf([2]int{r, c}, [2]int{r + 1, c})}
	}
	own := []grid.Link{{{r, c + 1}, {r + 1, c + 1}}, {{r + 1, c}, {r + 1, c + 1}}}
	if r == 0 {
		own = append(own, grid.Link{{r, c}, {r, c + 1}})
	}
	if c == 0 {
		own = append(own, grid.Link{{r, c}, {r + 1, c}})
	}
	return own
}

// Locate implements puzzles.Locator for the picture of a loop answer on
// lattice on (see LoopPicture) on a board of size.
func (on Lattice) Locate(size grid.Size, row, col int, text string) (string, bool) {
	if on == Corners {
		return locateSide(size, row, col, text)
	}
	a := grid.Pos{R: row / 2, C: col / 2}
	b := grid.Pos{R: (row + 1) / 2, C: (col + 1) / 2}
	if row < 0 || col < 0 || row%2+col%2 == 2 || !size.In(a) || !size.In(b) {
		return "", false
	}
	cells := fmt.Sprintf("row %d, column %d and row %d, column %d", a.R+1, a.C+1, b.R+1, b.C+1)
	switch {
	case a == b && text == "o":
		return fmt.Sprintf("The loop passes through row %d, column %d", a.R+1, a.C+1), true
	case text == "-" && row%2 == 0 && a != b, text == "|" && row%2 == 1:
		return "A line joins " + cells, true
	case a != b && text == "x":
		return "No line joins " + cells, true
	}
	return "", false
}

// locateSide is Locate on Corners: a side is named as the top or left of
// the cell below or to its right, and as the bottom or right of a cell
// on the board's last row or column.
func locateSide(size grid.Size, row, col int, text string) (string, bool) {
	if row < 0 || col < 0 || row > 2*size.Rows || col > 2*size.Cols || (row+col)%2 == 0 {
		return "", false
	}
	r, c, side := row/2, col/2, "top"
	if row%2 == 1 {
		side = "left"
	}
	switch {
	case r == size.Rows:
		r, side = r-1, "bottom"
	case c == size.Cols:
		c, side = c-1, "right"
	}
	at := fmt.Sprintf("the %s of row %d, column %d", side, r+1, c+1)
	switch {
	case text == "-" && row%2 == 0, text == "|" && row%2 == 1:
		return "The loop runs along " + at, true
	case text == "x":
		return "The loop does not run along " + at, true
	}
	return "", false
}

// CheckRoomLoop checks a loop answer through the cells' centres on a
// board of regions, as Country Road and Moon or Sun have it: the loop
// steps between neighbouring cells, never visits a cell twice and
// closes (CheckLoop), enters no region twice and passes through every
// region (word names a region in the errors: "room", "region"). It
// returns the loop and whether a cell is on it.
func (g Regioned) CheckRoomLoop(ans puzzles.Answer, word string) (a *Loop, on func(grid.Pos) bool, err error) {
	a, at, err := g.CheckLoop(ans, Centres)
	if err != nil {
		return nil, nil, err
	}
	on = func(pos grid.Pos) bool { _, ok := at[[2]int{pos.R, pos.C}]; return ok }
	cell := func(pt [2]int) int { return g.Of(grid.Pos{R: pt[0], C: pt[1]}) }
	entered := map[int]int{}
	for i, x := range a.Loop {
		if to := cell(a.Loop[(i+1)%len(a.Loop)]); cell(x) != to {
			entered[to]++
		}
	}
	cells := g.RegionCells()
	for _, id := range g.IDs() {
		if n := entered[id]; n > 1 {
			return nil, nil, fmt.Errorf("the loop enters %s %s %d times", word, RegionName(id), n)
		}
		if puzzles.CountFunc(cells[id], on) == 0 {
			return nil, nil, fmt.Errorf("the loop does not pass through %s %s", word, RegionName(id))
		}
	}
	return a, on, nil
}
