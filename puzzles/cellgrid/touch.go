package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// NoTouch states that no two true literals of cells touch, not even at a
// corner: at most one in every 2x2 block, and on a board one cell wide
// in every two neighbouring cells (at is sat.False where none can be).
func NoTouch(m *sat.Model, size grid.Size, at func(pos grid.Pos) sat.Lit) {
	thin := size.Rows == 1 || size.Cols == 1
	for _, pos := range size.Cells() {
		block := make([]sat.Lit, 0, 4)
		for _, d := range []grid.Delta{{}, {C: 1}, {R: 1}, {R: 1, C: 1}} {
			if q := pos.Add(d); size.In(q) {
				block = append(block, at(q))
			}
		}
		if len(block) == 4 || thin && len(block) == 2 {
			m.AtMostOne(block...)
		}
	}
}

// Touching returns two cells of set that touch, diagonals too: the first
// such cell in reading order and a later one; ok is false when none do.
func Touching(size grid.Size, set map[grid.Pos]bool) (a, b grid.Pos, ok bool) {
	for _, pos := range size.Cells() {
		for _, d := range []grid.Delta{{C: 1}, {R: 1, C: -1}, {R: 1}, {R: 1, C: 1}} {
			if q := pos.Add(d); set[pos] && set[q] {
				return pos, q, true
			}
		}
	}
	return a, b, false
}

// Lit returns the variable of pos, sat.False when it has none (for
// NoTouch and Counted.EncodeCounts).
func (v Vars) Lit(pos grid.Pos) sat.Lit {
	if l, ok := v[pos]; ok {
		return l
	}
	return sat.False
}

// Is returns the literal that says pos's variable is on: the variable,
// or its negation when on is false (a given's unit).
func (v Vars) Is(pos grid.Pos, on bool) sat.Lit {
	if on {
		return v[pos]
	}
	return v[pos].Not()
}
