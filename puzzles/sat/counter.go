package sat

import "fmt"

// CountBetween requires at least lo and at most hi of lits true by a
// sequential counter of clauses: the variable name.i.j means "at least j
// of lits[:i+1] are true". The upward clauses (a state and a true
// literal raise the next) bound the count from above, the downward ones
// (a state needs the one before it, or a true literal) from below; only
// the halves a bound needs are written. The states no solution leaves
// open are the constants True and False, not variables: more than i+1
// of i+1, more than hi, and fewer than lo less the literals to come.
// Unlike a sum (SumLE, SumGE), unit propagation on the counter settles
// the literals as soon as the bound is met (noqx's 12x12 Heyawake asks
// for 40 cells apart on 144: a sum finds none in 20 s, the counter in
// 0.1 s). It costs about (hi+1)*len(lits) variables.
func (m *Model) CountBetween(name string, lo, hi int, lits []Lit) {
	m.check(lits)
	var free []Lit
	for _, l := range lits {
		switch l {
		case True:
			lo, hi = lo-1, hi-1
		case False:
		default:
			free = append(free, l)
		}
	}
	n := len(free)
	lo, hi = max(lo, 0), min(hi, n)
	switch {
	case lo > hi:
		m.fail("between %d and %d of %d literals", lo, hi, n)
		return
	case lo == 0 && hi == n:
		return
	}
	at := make([]Lit, hi+1) // at[j]: at least j+1 so far; at[hi] is too many
	for j := range at {
		at[j] = False
	}
	for i, x := range free {
		next := make([]Lit, hi+1)
		for j := range next {
			switch {
			case j > i || j == hi:
				next[j] = False
			case j+1 <= lo-(n-1-i):
				next[j] = True
			default:
				next[j] = m.NewVar(fmt.Sprintf("%s.%d.%d", name, i, j+1))
			}
			below := True
			if j > 0 {
				below = at[j-1]
			}
			if hi < n {
				m.Clause(at[j].Not(), next[j])
				m.Clause(below.Not(), x.Not(), next[j])
			}
			if lo > 0 {
				m.Clause(next[j].Not(), at[j], x)
				m.Clause(next[j].Not(), at[j], below)
			}
		}
		at = next
	}
	if lo > 0 {
		m.Clause(at[lo-1])
	}
}
