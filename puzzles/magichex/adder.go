package magichex

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// unary is an integer in the order encoding: it is at least min, and
// ge[k] (k >= 1) means it is at least min+k; ge[0] is unused.
type unary struct {
	min int
	ge  []sat.Lit
}

func (u unary) max() int { return u.min + len(u.ge) - 1 }

// atLeast returns the literal "u >= v" (a constant outside u's range).
func (u unary) atLeast(v int) sat.Lit {
	switch {
	case v <= u.min:
		return sat.True
	case v > u.max():
		return sat.False
	}
	return u.ge[v-u.min]
}

// adderSum states that the cells of a line sum to the target.
func (e *encoding) adderSum(cells []int) {
	// Pair the line's ends first (first with last, second with second to
	// last, ...): the sum of two corners, or of two edge cells, is what the
	// other lines constrain, and makes a good variable to learn about.
	var order []int
	for i, j := 0, len(cells)-1; i <= j; i, j = i+1, j-1 {
		order = append(order, cells[i])
		if i != j {
			order = append(order, cells[j])
		}
	}
	// The sum splits into the two end cells and the rest: ends + rest =
	// target. The ends' sum is the target minus the rest: its order
	// variables are the rest's, negated, so the ends' adder writes into them
	// and the line needs no variables for its total or for its ends.
	ends, rest := order[:2], order[2:]
	if len(order) == 2 {
		ends, rest = order[:1], order[1:]
	}
	total := e.complement(e.partialSum(rest, len(cells)))
	if len(ends) == 1 {
		e.equal(e.cell(ends[0]), total)
		return
	}
	e.addInto(e.cell(ends[0]), e.cell(ends[1]), total)
}

// cell returns the value of cell c as a unary number.
func (e *encoding) cell(c int) unary { return unary{min: e.p.Lo, ge: e.ge[c]} }

// complement returns target - u, sharing u's variables.
func (e *encoding) complement(u unary) unary {
	c := unary{min: e.target - u.max(), ge: make([]sat.Lit, len(u.ge))}
	for k := 1; k < len(c.ge); k++ {
		// target - u >= c.min + k  <=>  u <= u.max() - k  <=>  not (u >= u.max() - k + 1)
		c.ge[k] = u.ge[len(u.ge)-k].Not()
	}
	return c
}

// equal states u = w.
func (e *encoding) equal(u, w unary) {
	for v := min(u.min, w.min); v <= max(u.max(), w.max())+1; v++ {
		e.m.Equiv(u.atLeast(v), w.atLeast(v))
	}
}

// halves returns the sums of the two halves of cells.
func (e *encoding) halves(cells []int, L int) (a, b unary) {
	h := len(cells) / 2
	return e.partialSum(cells[:h], L), e.partialSum(cells[h:], L)
}

// partialSum returns the sum of cells, a subset of a line of length L, as a
// balanced tree of adders. It remembers the sums of pairs, which the
// identities of side 3 (edgeSums) reuse.
func (e *encoding) partialSum(cells []int, L int) unary {
	if len(cells) == 1 {
		return e.cell(cells[0])
	}
	a, b := e.halves(cells, L)
	k := len(cells)
	// What these k cells can sum to, and what leaves room for the other L-k.
	lo, hi := e.p.lineRange(k)
	restLo, restHi := e.p.lineRange(L - k)
	u := e.add(a, b, max(lo, e.target-restHi), min(hi, e.target-restLo))
	if k == 2 {
		e.pairs[pairKey(cells[0], cells[1])] = u
	}
	return u
}

func pairKey(c, d int) [2]int { return [2]int{min(c, d), max(c, d)} }

// add returns c = a + b, restricted to lo..hi (values outside are excluded by clauses).
func (e *encoding) add(a, b unary, lo, hi int) unary {
	lo, hi = max(lo, a.min+b.min), min(hi, a.max()+b.max())
	if lo > hi {
		e.m.Clause() // no room: unsatisfiable
		return unary{min: lo, ge: make([]sat.Lit, 1)}
	}
	c := unary{min: lo, ge: make([]sat.Lit, hi-lo+1)}
	for k := 1; k < len(c.ge); k++ {
		c.ge[k] = e.m.NewVar(fmt.Sprintf("sum%d>=%d", e.m.NumVars(), lo+k))
		if k > 1 {
			e.m.Implies(c.ge[k], c.ge[k-1])
		}
	}
	e.addInto(a, b, c)
	return c
}

// addInto states c = a + b with the clauses "a >= i and b >= j imply
// c >= i+j" and "a < i and b < j imply c < i+j-1".
func (e *encoding) addInto(a, b, c unary) {
	for i := a.min; i <= a.max()+1; i++ {
		la := a.atLeast(i)
		for j := b.min; j <= b.max()+1; j++ {
			lb := b.atLeast(j)
			e.m.Clause(la.Not(), lb.Not(), c.atLeast(i+j))
			e.m.Clause(la, lb, c.atLeast(i+j-1).Not())
		}
	}
	// c can be no smaller or larger than a + b can be.
	e.m.Clause(c.atLeast(a.min + b.min))
	e.m.Clause(c.atLeast(a.max() + b.max() + 1).Not())
}
