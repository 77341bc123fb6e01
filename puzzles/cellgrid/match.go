package cellgrid

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// PairOff states that each of owners (Tents' trees) pairs with exactly
// one cell beside it that has a variable in marks, a paired cell being
// marked, and that each marked cell of cells pairs with exactly one
// owner. The pairing variables are named pair.rRcC-rRcC.
func (g Grid) PairOff(m *sat.Model, owners, cells []grid.Pos, marks Vars) {
	byCell := map[grid.Pos][]sat.Lit{}
	for _, t := range owners {
		var mine []sat.Lit
		for _, q := range g.Around(t) {
			if l, ok := marks[q]; ok {
				x := m.NewVar(fmt.Sprintf("pair.r%dc%d-r%dc%d", t.R, t.C, q.R, q.C))
				m.Implies(x, l)
				mine = append(mine, x)
				byCell[q] = append(byCell[q], x)
			}
		}
		m.ExactlyOne(mine...)
	}
	for _, pos := range cells {
		m.Implies(marks[pos], byCell[pos]...)
		m.AtMostOne(byCell[pos]...)
	}
}

// Unpaired returns the first of owners that cannot have a marked cell
// beside it of its own, each owner a different one (a matching by
// augmenting paths); ok is false when all can.
func (g Grid) Unpaired(owners []grid.Pos, marked map[grid.Pos]bool) (grid.Pos, bool) {
	owner := map[grid.Pos]int{} // a marked cell -> the index of its owner + 1
	var augment func(i int, seen map[grid.Pos]bool) bool
	augment = func(i int, seen map[grid.Pos]bool) bool {
		for _, q := range g.Around(owners[i]) {
			if marked[q] && !seen[q] {
				seen[q] = true
				if owner[q] == 0 || augment(owner[q]-1, seen) {
					owner[q] = i + 1
					return true
				}
			}
		}
		return false
	}
	for i, t := range owners {
		if !augment(i, map[grid.Pos]bool{}) {
			return t, true
		}
	}
	return grid.Pos{}, false
}
