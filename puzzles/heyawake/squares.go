package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// The bound is added only when it is tight (its slack k at most a
// quarter of its n literals) and its counter small ((k+1)*n at most
// squareBudget): noqx's 12x12 (k 25 of 169) gains, 6318 conflicts down
// to 268; its 19x15 (53 of 316) lost, 126 → 911 ms CPU; and 6x6 boards,
// rarely tight, lost 10x on their tiny solves.
const squareBudget = 6000

// squares adds a count that connectivity implies (Euler's formula for
// the graph of unshaded cells and their sides): a connected plane graph
// has edges - vertices + 1 bounded faces, and each 2x2 square of
// unshaded cells is one. With no two shaded cells side by side, a shaded
// cell takes its own sides away, so on an R x C board
//
//	squares <= (R-1)(C-1) - sum over shaded cells of (3 - outside(c))
//
// where outside(c) counts the sides of c on the board's edge. With at
// least least shaded cells (the rooms' numbers), that is: the unshaded
// squares plus, for each edge cell left unshaded, its outside sides are
// at most (R-1)(C-1) - 3*least + all outside sides. A dense board (noqx's
// 12x12, a room of 40) leaves few squares; the lazy connectivity cuts
// only learn that model by model.
func squares(m *sat.Model, sh *cellgrid.ShadeVars, least int) {
	size := sh.Size
	k, n := (size.Rows-1)*(size.Cols-1)-3*least, (size.Rows-1)*(size.Cols-1)
	for _, pos := range size.Cells() {
		out := 4 - len(size.Neighbours(pos, grid.Orthogonal))
		k, n = k+out, n+out
	}
	switch {
	case k < 0:
		m.Contradict("too many shaded cells to keep the unshaded ones connected")
		return
	case 4*k > n || (k+1)*n > squareBudget:
		return
	}
	var lits []sat.Lit
	for _, pos := range size.Cells() {
		for range 4 - len(size.Neighbours(pos, grid.Orthogonal)) {
			lits = append(lits, sh.At(pos).Not())
		}
		if pos.R+1 < size.Rows && pos.C+1 < size.Cols {
			lits = append(lits, square(m, sh, pos))
		}
	}
	atMost(m, "squares", k, lits)
}

// square returns a literal true when the 2x2 square whose top left cell
// is pos has no shaded cell (it may be true otherwise: it is only
// counted from above).
func square(m *sat.Model, sh *cellgrid.ShadeVars, pos grid.Pos) sat.Lit {
	w := m.NewVar(fmt.Sprintf("square.r%dc%d", pos.R, pos.C))
	cl := []sat.Lit{w}
	for _, d := range []grid.Delta{{R: 0, C: 0}, {R: 0, C: 1}, {R: 1, C: 0}, {R: 1, C: 1}} {
		cl = append(cl, sh.At(pos.Add(d)))
	}
	m.Clause(cl...)
	return w
}

// atMost requires at most k of lits true, 0 <= k < len(lits), by the
// upward half of sat.Model.CountBetween's sequential counter.
func atMost(m *sat.Model, name string, k int, lits []sat.Lit) { m.CountBetween(name, 0, k, lits) }
