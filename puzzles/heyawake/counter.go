package heyawake

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// counted is the smallest count that exactly writes as a counter: on
// 6x6 boards, whose rooms ask for fewer, counters of 2 up made the
// generator 5x slower (BenchmarkHeyawake/Generate 44 → 230 CPU ms).
const counted = 8

// exactly requires exactly k of lits true: below counted by the model's
// own clauses or sum, from there by a counter. gophersat's sum finds no
// 40 cells apart on a 12x12 board within 20 s, as noqx's room of 40
// asks; the counter's unit propagation finds them in 0.1 s.
func exactly(m *sat.Model, name string, k int, lits []sat.Lit) {
	if k < counted || k >= len(lits) {
		m.Exactly(k, lits...)
		return
	}
	counter(m, name, k, lits)
}

// counter requires exactly k of lits true, 0 < k < len(lits), by
// sat.Model.CountBetween's sequential counter of clauses.
func counter(m *sat.Model, name string, k int, lits []sat.Lit) { m.CountBetween(name, k, k, lits) }

// paired returns literals whose count is the shaded count of cells: the
// cells paired side by side (each with its right neighbour, else the one
// below, in the room and not paired yet), one literal "one of the two is
// shaded" per pair, as the two never both are, and a lone cell's own
// literal. A counter over them is half as long as one over the cells.
func paired(m *sat.Model, name string, cells []grid.Pos, vars cellgrid.Vars) []sat.Lit {
	in, used := map[grid.Pos]bool{}, map[grid.Pos]bool{}
	for _, pos := range cells {
		in[pos] = true
	}
	var out []sat.Lit
	for _, pos := range cells {
		if used[pos] {
			continue
		}
		used[pos] = true
		mate, ok := mateOf(pos, in, used)
		if !ok {
			out = append(out, vars[pos])
			continue
		}
		used[mate] = true
		l := m.NewVar(fmt.Sprintf("%s.r%dc%d", name, pos.R, pos.C))
		m.Or(l, vars[pos], vars[mate])
		out = append(out, l)
	}
	return out
}

// mateOf returns the cell right of pos, else below it, that is in and
// not used.
func mateOf(pos grid.Pos, in, used map[grid.Pos]bool) (grid.Pos, bool) {
	for _, q := range []grid.Pos{{R: pos.R, C: pos.C + 1}, {R: pos.R + 1, C: pos.C}} {
		if in[q] && !used[q] {
			return q, true
		}
	}
	return pos, false
}
