// Package grid is geometry for puzzle boards: positions, directions and the
// move sets puzzles are built on. It knows nothing about SAT.
package grid

import "fmt"

// Pos is a cell position: row R, column C, both 0-based.
type Pos struct{ R, C int }

func (p Pos) String() string { return fmt.Sprintf("r%dc%d", p.R+1, p.C+1) }

// Add returns p moved by d.
func (p Pos) Add(d Delta) Pos { return Pos{p.R + d.R, p.C + d.C} }

// Delta is a move between cells.
type Delta struct{ R, C int }

// Dir is one of the four orthogonal directions.
type Dir int

// The orthogonal directions in clockwise order.
const (
	Up Dir = iota
	Right
	Down
	Left
)

// Dirs lists the orthogonal directions clockwise from Up.
var Dirs = [4]Dir{Up, Right, Down, Left}

// Delta returns the move one step in direction d.
func (d Dir) Delta() Delta { return [4]Delta{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}[d] }

// Opposite returns the reverse direction.
func (d Dir) Opposite() Dir { return (d + 2) % 4 }

// Clockwise returns d turned clockwise by quarter turns.
func (d Dir) Clockwise(quarters int) Dir { return Dir(((int(d)+quarters)%4 + 4) % 4) }

func (d Dir) String() string { return [4]string{"up", "right", "down", "left"}[d] }

// Move sets.
var (
	Orthogonal = []Delta{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	King       = []Delta{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	Knight     = []Delta{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}
)

// Size is a board of Rows x Cols cells.
type Size struct{ Rows, Cols int }

// In reports whether p lies on the board.
func (s Size) In(p Pos) bool { return p.R >= 0 && p.R < s.Rows && p.C >= 0 && p.C < s.Cols }

// Cells returns every position row by row.
func (s Size) Cells() []Pos {
	out := make([]Pos, 0, s.Rows*s.Cols)
	for r := 0; r < s.Rows; r++ {
		for c := 0; c < s.Cols; c++ {
			out = append(out, Pos{r, c})
		}
	}
	return out
}

// Index numbers p row by row.
func (s Size) Index(p Pos) int { return p.R*s.Cols + p.C }

// Neighbours returns the positions on the board reached from p by moves.
func (s Size) Neighbours(p Pos, moves []Delta) []Pos {
	var out []Pos
	for _, d := range moves {
		if q := p.Add(d); s.In(q) {
			out = append(out, q)
		}
	}
	return out
}

// Edge joins two orthogonally adjacent cells; A is the upper or left one.
type Edge struct{ A, B Pos }

// Edges lists every edge between orthogonally adjacent cells.
func (s Size) Edges() []Edge {
	var out []Edge
	for _, p := range s.Cells() {
		if q := p.Add(Delta{0, 1}); s.In(q) {
			out = append(out, Edge{p, q})
		}
		if q := p.Add(Delta{1, 0}); s.In(q) {
			out = append(out, Edge{p, q})
		}
	}
	return out
}

// Adjacent reports whether a and b are orthogonal neighbours.
func Adjacent(a, b Pos) bool {
	dr, dc := a.R-b.R, a.C-b.C
	return dr*dr+dc*dc == 1
}

// DirTo returns the direction from a to an orthogonal neighbour b.
func DirTo(a, b Pos) (Dir, bool) {
	for _, d := range Dirs {
		if a.Add(d.Delta()) == b {
			return d, true
		}
	}
	return 0, false
}
