package filling

import (
	"fmt"
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// counts bounds how many cells hold each number, from the board's area.
// The cells of number n are n times its regions; givens of n too far
// apart to share a region (more than n-1 steps through cells that may
// hold n) are in different regions, so a set of such givens needs n
// cells each; and the lower bounds of the given numbers add up to at most
// the board's cells, whose slack bounds each number from above: its lower
// bound plus the slack, rounded down to a multiple of n ("more than
// most": nothing unless the slack is above most). noqx's 9x9 of eight 19s
// has no slack: its givens 2, 4 to 11 and 19 need 81 cells, so each of
// those numbers is one region of n cells and no other number is written.
//
// An upper bound of 0 is written as unit clauses; a given number with
// room for one region only gets that region eagerly (see single). Other
// bounds are not written: on Tatham's boards, most of which have no
// slack either, counters of the numbers of several regions made the
// solves 5x slower.
func (e *encoding) counts(m *sat.Model) {
	least, slack := e.need()
	for n := 1; n <= e.most+1; n++ {
		lo, hi := least[n], least[n]+slack
		if n <= e.most {
			hi -= hi % n
		} else if hi <= e.most {
			hi = 0
		}
		switch {
		case hi <= 0:
			for _, pos := range e.Size.Cells() {
				m.Clause(e.num[pos].Eq(n).Not())
			}
		case lo > 0 && hi < 2*n:
			e.single(m, n)
		}
	}
}

// need returns the least count of cells of each given number and the
// board's slack, its cells less their sum (see counts).
func (e *encoding) need() (least map[int]int, slack int) {
	least, slack = map[int]int{}, e.Size.Rows*e.Size.Cols
	for _, pos := range e.p.Where(func(v int) bool { return v != Empty }) {
		if n := e.p.At(pos); least[n] == 0 {
			least[n] = n * e.apart(n)
			slack -= least[n]
		}
	}
	return least, slack
}

// countBudget bounds the states of the counter single writes: noqx's
// 9x9's 19 asks for 20 x 81.
const countBudget = 4000

// single states that the cells of number n, a given number that has room
// for one region only, are that region: each within n-1 steps of a given
// of n through cells of n (graph.Within; neighbours of one number up to
// most share a region), and n of those cells hold n (a counter,
// sat.Model.CountBetween, when it has at most countBudget states).
func (e *encoding) single(m *sat.Model, n int) {
	var member []sat.Lit
	for _, pos := range e.Size.Cells() {
		switch e.p.At(pos) {
		case n:
			member = append(member, sat.True)
		case Empty:
			member = append(member, e.num[pos].Eq(n))
		default:
			member = append(member, sat.False)
		}
	}
	root := slices.Index(member, sat.True)
	e.G.Within(m, root, member, n-1)
	var lits []sat.Lit
	for _, v := range e.G.Ball(root, n-1, func(v int) bool { return member[v] != sat.False }) {
		lits = append(lits, member[v])
	}
	if (n+1)*len(lits) <= countBudget {
		m.CountBetween(fmt.Sprintf("count%d", n), n, n, lits)
	}
}

// apart is the size of a set of givens of n no two of which can share a
// region: each taken, in reading order, unless within n-1 steps of one
// taken before it (through cells empty or holding n).
func (e *encoding) apart(n int) int {
	var taken []int
	ok := func(v int) bool { x := e.p.At(e.pos(v)); return x == Empty || x == n }
	for _, pos := range e.p.Where(func(v int) bool { return v == n }) {
		ball := e.G.Ball(e.Size.Index(pos), n-1, ok)
		if !slices.ContainsFunc(taken, func(t int) bool { return slices.Contains(ball, t) }) {
			taken = append(taken, e.Size.Index(pos))
		}
	}
	return len(taken)
}

// pos is the cell of vertex v of e.G.
func (e *encoding) pos(v int) grid.Pos { return grid.Pos{R: v / e.Size.Cols, C: v % e.Size.Cols} }
