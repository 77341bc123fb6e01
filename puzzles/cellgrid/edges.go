package cellgrid

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/draw"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Side is one of the four strips of clues around a board, in the order
// of Tatham's descriptions and of pzprjs's outside cells.
type Side int

// The sides of a board.
const (
	Top Side = iota
	Bottom
	Left
	Right
)

// Sides are the four sides in order.
var Sides = []Side{Top, Bottom, Left, Right}

// Kind is the editor's target kind of a clue on the side: "top",
// "bottom", "left", "right". Such a target's R and C are where the clue
// stands in board coordinates: above column c is R -1, C c; right of row r
// is R r, C cols.
func (s Side) Kind() string { return [...]string{"top", "bottom", "left", "right"}[s] }

// Where says where a clue of the side stands, for people: "above column 3".
func (s Side) Where(i int) string {
	return fmt.Sprintf([...]string{"above column %d", "below column %d", "left of row %d", "right of row %d"}[s], i+1)
}

// NoClue is the value of an edge without a clue.
const NoClue = -1

// Edges are the clues in the strips around a board: Edges[Top][c] above
// column c, Edges[Bottom][c] below it, Edges[Left][r] and Edges[Right][r]
// beside row r; NoClue where there is none. Clues are numbers 0 to 9.
type Edges [4][]int

// NewEdges returns the edges of a rows x cols board without clues.
func NewEdges(size grid.Size) Edges {
	var e Edges
	for _, s := range Sides {
		e[s] = slices.Repeat([]int{NoClue}, s.length(size))
	}
	return e
}

// length is how many clues the side of a board has.
func (s Side) length(size grid.Size) int {
	if s <= Bottom {
		return size.Cols
	}
	return size.Rows
}

// Clone returns a copy that shares nothing with e.
func (e Edges) Clone() Edges {
	var out Edges
	for s := range e {
		out[s] = slices.Clone(e[s])
	}
	return out
}

// Line is a clue on a side with the cells it looks along: from the clue
// into the board, to the far side.
type Line struct {
	Side  Side
	Index int // the column (Top, Bottom) or row (Left, Right)
	Clue  int
	Cells []grid.Pos
}

// Where says where the line's clue stands: "above column 3".
func (l Line) Where() string { return l.Side.Where(l.Index) }

// Lines returns the lines of the clues around the board, side by side in
// order.
func (g EdgeGrid) Lines() []Line {
	var out []Line
	size := g.Size()
	for _, s := range Sides {
		for i, clue := range g.Edges[s] {
			if clue != NoClue {
				out = append(out, Line{s, i, clue, s.Cells(size, i)})
			}
		}
	}
	return out
}

// Cells are the cells of column (Top, Bottom) or row (Left, Right) i,
// from the side inward.
func (s Side) Cells(size grid.Size, i int) []grid.Pos {
	var out []grid.Pos
	n := size.Rows
	if s >= Left {
		n = size.Cols
	}
	for k := range n {
		switch s {
		case Top:
			out = append(out, grid.Pos{R: k, C: i})
		case Bottom:
			out = append(out, grid.Pos{R: n - 1 - k, C: i})
		case Left:
			out = append(out, grid.Pos{R: i, C: k})
		case Right:
			out = append(out, grid.Pos{R: i, C: n - 1 - k})
		}
	}
	return out
}

// EdgeGrid is the board of a type with clue strips on its four sides
// (see EdgeRule): a Grid and the clues around it. The type's puzzle
// struct embeds it. It draws the board one cell in from the scene's
// corner, the clues in the margin, and its editor selects the cells and
// the clues beside them.
type EdgeGrid struct {
	Grid
	Edges Edges
	rule  *EdgeRule
}

// edgeGrid returns the embedded edge grid (see EdgeInstance).
func (g *EdgeGrid) edgeGrid() *EdgeGrid { return g }

// ClueRange returns the numbers an edge clue may be on this board.
func (g EdgeGrid) ClueRange() (lo, hi int) { return g.rule.Clues(g.Size()) }

// Most is the largest number a cell may hold on this board.
func (g EdgeGrid) Most() int { return g.rule.Most(g.Size()) }

// frame is the scene's cell of target t: its place with the strips as an
// extra row or column on each side.
func frame(t puzzles.Target) (r, c int) { return t.R + 1, t.C + 1 }

// Hit implements puzzles.Editable: a cell, or a clue beside the board.
func (g EdgeGrid) Hit(x, y float64) (puzzles.Target, bool) {
	if x < 0 || y < 0 {
		return puzzles.Target{}, false
	}
	return g.at(int(math.Floor(y))-1, int(math.Floor(x))-1)
}

// at returns the target at row r, column c of the board, the strips
// being row or column -1 and rows or cols; ok is false off the strips
// and at the corners.
func (g EdgeGrid) at(r, c int) (puzzles.Target, bool) {
	size := g.Size()
	inRow, inCol := r >= 0 && r < size.Rows, c >= 0 && c < size.Cols
	t := puzzles.Target{R: r, C: c}
	switch {
	case inRow && inCol:
	case inCol && r == -1:
		t.Kind = Top.Kind()
	case inCol && r == size.Rows:
		t.Kind = Bottom.Kind()
	case inRow && c == -1:
		t.Kind = Left.Kind()
	case inRow && c == size.Cols:
		t.Kind = Right.Kind()
	default:
		return puzzles.Target{}, false
	}
	return t, true
}

// Box implements puzzles.Editable: a unit square, one cell in.
func (g EdgeGrid) Box(t puzzles.Target) (x, y, w, h float64) {
	r, c := frame(t)
	return float64(c), float64(r), 1, 1
}

// Move implements puzzles.Editable: arrows move over the cells and on to
// the clues beside them, never to a corner.
func (g EdgeGrid) Move(t puzzles.Target, arrow string) puzzles.Target {
	size := g.Size()
	r, c := frame(t)
	next := puzzles.CellMove(size.Rows+2, size.Cols+2, puzzles.Target{R: r, C: c}, arrow)
	if to, ok := g.at(next.R-1, next.C-1); ok {
		return to
	}
	return t
}

// side returns the side and index of an edge target.
func (g EdgeGrid) side(t puzzles.Target) (s Side, i int, ok bool) {
	for _, s := range Sides {
		if t.Kind == s.Kind() {
			if s <= Bottom {
				i = t.C
			} else {
				i = t.R
			}
			return s, i, i >= 0 && i < len(g.Edges[s])
		}
	}
	return 0, 0, false
}

// Edit implements puzzles.Editable. On a clue: a digit sets it,
// Delete, Backspace or '.' removes it. On a cell: as Grid.Edit, a number
// above Most refused.
func (g EdgeGrid) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	if t.Kind == "" {
		lo, hi, nums := g.c.symbols.numbers()
		if s, ok := g.c.symbols.byKey(key); ok && nums && s.Value >= lo && s.Value <= hi && s.Value > g.Most() {
			return g.self, fmt.Errorf("number %d: a cell of a %dx%d board holds at most %d", s.Value, g.Size().Cols, g.Size().Rows, g.Most())
		}
		return g.Grid.Edit(t, key)
	}
	s, i, ok := g.side(t)
	if !ok {
		return g.self, nil
	}
	v := NoClue
	switch {
	case key == "Delete" || key == "Backspace" || key == ".":
	case len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		v = int(key[0] - '0')
		if lo, hi := g.ClueRange(); v < lo || v > hi {
			return g.self, fmt.Errorf("clue %d %s: a clue is %d to %d on this board", v, s.Where(i), lo, hi)
		}
	default:
		return g.self, nil
	}
	if g.Edges[s][i] == v {
		return g.self, nil
	}
	e := g.Edges.Clone()
	e[s][i] = v
	return g.with(g.Cells, e), nil
}

// with returns the puzzle of cells and clues e, of g's type.
func (g EdgeGrid) with(cells [][]int, e Edges) puzzles.Instance {
	p := g.c.wrap(cells)
	p.(edged).edgeGrid().Edges = e
	return p
}

// Keys implements puzzles.Editable: the symbols' buttons, leaving out the
// numbers neither a cell nor a clue may hold on this board.
func (g EdgeGrid) Keys() []puzzles.Key {
	_, hi := g.ClueRange()
	most := max(hi, g.Most())
	var out []puzzles.Key
	for _, k := range g.Grid.Keys() {
		if n, err := strconv.Atoi(k.Key); err != nil || n <= most {
			out = append(out, k)
		}
	}
	return out
}

// Clues implements puzzles.Instance: the clues around the board, side by
// side (Cell is where the clue stands, as the editor's targets say), then
// the givens on the board.
func (g EdgeGrid) Clues() []puzzles.Clue {
	var out []puzzles.Clue
	for _, l := range g.Lines() {
		t := l.Side.target(g.Size(), l.Index)
		out = append(out, puzzles.Clue{Cell: [2]int{t.R, t.C}, Value: strconv.Itoa(l.Clue)})
	}
	return append(out, g.Grid.Clues()...)
}

// target is the editor's target of the clue at index i of the side.
func (s Side) target(size grid.Size, i int) puzzles.Target {
	t := puzzles.Target{Kind: s.Kind()}
	switch s {
	case Top:
		t.R, t.C = -1, i
	case Bottom:
		t.R, t.C = size.Rows, i
	case Left:
		t.R, t.C = i, -1
	case Right:
		t.R, t.C = i, size.Cols
	}
	return t
}

// Without implements puzzles.Instance: the clues at the indices of Clues
// dropped, those on the board as Spec.Drop says.
func (g EdgeGrid) Without(drop []int) puzzles.Instance {
	e, cells := g.Edges.Clone(), puzzles.CloneGrid(g.Cells)
	lines, clues := g.Lines(), g.Clues()
	for _, i := range drop {
		switch {
		case i >= 0 && i < len(lines):
			e[lines[i].Side][lines[i].Index] = NoClue
		case i >= len(lines) && i < len(clues):
			c := clues[i].Cell
			cells[c[0]][c[1]] = g.c.drop(g.Cells[c[0]][c[1]])
		}
	}
	return g.with(cells, e)
}

// Scene draws the board one cell in from the corner: under (when not
// nil) on the blank cells, the grid and the givens, as Grid.Scene does,
// then the clues in the strips around it.
func (g EdgeGrid) Scene(under func(s *draw.Scene)) draw.Scene {
	inner := g.Grid.Scene(under)
	s := draw.Scene{W: inner.W + 2, H: inner.H + 2}
	for _, it := range inner.Items {
		if it.Kind == draw.Line {
			it.Points = slices.Clone(it.Points)
			for i := range it.Points {
				it.Points[i]++
			}
		} else {
			it.X, it.Y = it.X+1, it.Y+1
		}
		s.Add(it)
	}
	for _, l := range g.Lines() {
		r, c := frame(l.Side.target(g.Size(), l.Index))
		s.CellText(r, c, strconv.Itoa(l.Clue), draw.Ink, true)
	}
	return s
}
