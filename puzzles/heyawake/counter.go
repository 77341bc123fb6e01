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

// counter requires exactly k of lits true, 0 < k < len(lits), by a
// sequential counter of clauses: at[j] after lits[i] (the variable
// name.i.j+1) means "at least j+1 of lits[:i+1] are true", both ways.
// The states that no answer leaves open are constants, not variables
// with unit clauses (gophersat's parser restarts over every clause for
// each unit, 23-27% of noqx's 12x12's CPU profile): more than i+1
// true among i+1, more than k, fewer than k less the literals to come.
func counter(m *sat.Model, name string, k int, lits []sat.Lit) {
	at := make([]sat.Lit, k+1)
	for j := range at {
		at[j] = sat.False
	}
	for i, x := range lits {
		fixed := func(j int) sat.Lit {
			switch {
			case j > i || j == k:
				return sat.False
			case j+1 <= k-(len(lits)-1-i):
				return sat.True
			}
			return 0
		}
		at = step(m, fmt.Sprintf("%s.%d", name, i), at, x, fixed)
	}
	m.Clause(at[k-1])
	m.Clause(at[k].Not())
}

// step returns the counter after x from the counter at before it; fixed
// gives the states known in advance (0: a new variable).
func step(m *sat.Model, name string, at []sat.Lit, x sat.Lit, fixed func(j int) sat.Lit) []sat.Lit {
	next := make([]sat.Lit, len(at))
	for j := range next {
		below := sat.True
		if j > 0 {
			below = at[j-1]
		}
		if next[j] = fixed(j); next[j] == 0 {
			next[j] = m.NewVar(fmt.Sprintf("%s.%d", name, j+1))
		}
		m.Clause(at[j].Not(), next[j])
		m.Clause(below.Not(), x.Not(), next[j])
		m.Clause(next[j].Not(), at[j], x)
		m.Clause(next[j].Not(), at[j], below)
	}
	return next
}

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
