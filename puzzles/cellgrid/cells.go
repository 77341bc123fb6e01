package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Where returns the cells whose value passes is, in reading order.
func (g Grid) Where(is func(v int) bool) []grid.Pos {
	var out []grid.Pos
	for _, pos := range g.Size().Cells() {
		if is(g.At(pos)) {
			out = append(out, pos)
		}
	}
	return out
}

// Around returns the cells beside pos (up, right, down, left) that are
// on the board.
func (g Grid) Around(pos grid.Pos) []grid.Pos {
	return g.Size().Neighbours(pos, grid.Orthogonal)
}

// Runs returns the maximal runs of cells whose value passes open, first
// along the rows, then along the columns, each in reading order.
func (g Grid) Runs(open func(v int) bool) [][]grid.Pos {
	var out [][]grid.Pos
	for _, d := range []grid.Delta{{C: 1}, {R: 1}} {
		back := grid.Delta{R: -d.R, C: -d.C}
		for _, pos := range g.Size().Cells() {
			if !open(g.At(pos)) || g.Size().In(pos.Add(back)) && open(g.At(pos.Add(back))) {
				continue // not the start of a run
			}
			var run []grid.Pos
			for q := pos; g.Size().In(q) && open(g.At(q)); q = q.Add(d) {
				run = append(run, q)
			}
			out = append(out, run)
		}
	}
	return out
}

// Sees returns the cells seen from pos along its row and column (up,
// right, down, left), each direction up to the first cell whose value
// does not pass open or the border.
func (g Grid) Sees(pos grid.Pos, open func(v int) bool) []grid.Pos {
	var out []grid.Pos
	for _, d := range grid.Orthogonal {
		for q := pos.Add(d); g.Size().In(q) && open(g.At(q)); q = q.Add(d) {
			out = append(out, q)
		}
	}
	return out
}

// Vars are Boolean variables on cells: a shaded cell, a light.
type Vars map[grid.Pos]sat.Lit

// NewVars returns a new variable for each of cells, named name.rRcC.
func NewVars(m *sat.Model, name string, cells []grid.Pos) Vars {
	v := make(Vars, len(cells))
	for _, pos := range cells {
		v[pos] = m.NewVar(fmt.Sprintf("%s.r%dc%d", name, pos.R, pos.C))
	}
	return v
}

// Of returns the variables of those of cells that have one, in order.
func (v Vars) Of(cells []grid.Pos) []sat.Lit {
	var out []sat.Lit
	for _, pos := range cells {
		if l, ok := v[pos]; ok {
			out = append(out, l)
		}
	}
	return out
}
