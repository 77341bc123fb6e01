package sat

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

// Lit is a literal: a variable (positive) or its negation (negative), or
// one of the constants True and False. The zero Lit is not a literal.
type Lit int32

// True and False are constant literals, usable wherever a Lit is. They are
// folded away when a constraint is added (a clause with True is dropped,
// False is left out, a constant term of a sum moves into its bound), so
// they never become variables and never reach the solver or an export.
const (
	True  Lit = math.MaxInt32
	False Lit = -True
)

// IsConst reports whether l is True or False.
func (l Lit) IsConst() bool { return l == True || l == False }

// Free returns the literals of lits that are not constants, in order.
func Free(lits []Lit) []Lit {
	var out []Lit
	for _, l := range lits {
		if !l.IsConst() {
			out = append(out, l)
		}
	}
	return out
}

// Const returns True or False.
func Const(b bool) Lit {
	if b {
		return True
	}
	return False
}

// Not returns the negation of l.
func (l Lit) Not() Lit { return -l }

// Var returns the variable index of l (1-based).
func (l Lit) Var() int {
	if l < 0 {
		return int(-l)
	}
	return int(l)
}

// Term is one weighted literal of a linear sum.
type Term struct {
	Lit    Lit
	Weight int
}

// pb is a normalised pseudo-boolean constraint: sum weights[i]*lits[i] >= atLeast,
// every weight positive, every variable at most once.
type pb struct {
	lits    []Lit
	weights []int
	atLeast int
}

// Model holds variables and constraints. The zero value is not usable; call NewModel.
type Model struct {
	names   []string // names[v-1] is the name of variable v
	clauses [][]Lit
	pbs     []pb
	falsum  string // non-empty when a constraint can never hold: the reason
	amo     string // an at-most-one encoding forced by benchmarks, or "" (by size)
	parts   bool   // encoded for entries part by part (see ForEntries)
	plain   bool   // cardinalities kept whole and given to gophersat as such (see Plain)
}

// Plain makes the solvers built from m give gophersat, when m has
// cardinality constraints or weighted sums, its clauses as clauses and
// its cardinality constraints (all weights 1) as cardinality constraints,
// instead of pseudo-boolean constraints, which it propagates more slowly;
// and it keeps a cardinality constraint added later whole where AtMost
// (and so AtLeast and Exactly) would write one clause per subset of k+1
// literals (up to 64 of them), unless that is a single clause. The same
// models, found by another search (Nurikabe's 10x10 sparse example:
// 3,509 conflicts and about 105 CPU ms before, 3,421 and 80). Without it,
// a search stays the one that the golden files, the generators' boards
// and the measured figures of the other types come from.
func (m *Model) Plain() { m.plain = true }

// NewModel returns an empty model.
func NewModel() *Model { return &Model{} }

// NewVar allocates a fresh variable with a descriptive name (used in exports).
func (m *Model) NewVar(name string) Lit {
	m.names = append(m.names, name)
	return Lit(len(m.names))
}

// NewVars allocates n variables named name[0], name[1], ...
func (m *Model) NewVars(name string, n int) []Lit {
	out := make([]Lit, n)
	for i := range out {
		out[i] = m.NewVar(fmt.Sprintf("%s[%d]", name, i))
	}
	return out
}

// Name returns the name given to l's variable ("true" or "false" for a constant).
func (m *Model) Name(l Lit) string {
	switch l {
	case True:
		return "true"
	case False:
		return "false"
	}
	return m.names[l.Var()-1]
}

// NumVars returns how many variables the model has (including auxiliaries).
func (m *Model) NumVars() int { return len(m.names) }

// NumConstraints returns how many clauses and pseudo-boolean constraints the model has.
func (m *Model) NumConstraints() int { return len(m.clauses) + len(m.pbs) }

// Trivial reports the reason the model is unsatisfiable before search, if known.
func (m *Model) Trivial() string { return m.falsum }

// Contradict makes the model unsatisfiable for reason, a fact found
// outside the model (by reasoning before search). Exports then end with
// an empty clause (DIMACS), 0 >= 1 (OPB) or (assert false) (SMT-LIB).
func (m *Model) Contradict(reason string) { m.fail("%s", reason) }

func (m *Model) fail(format string, args ...any) {
	if m.falsum == "" {
		m.falsum = fmt.Sprintf(format, args...)
	}
}

func (m *Model) check(lits []Lit) {
	for _, l := range lits {
		if l == 0 || l.Var() > len(m.names) && !l.IsConst() {
			panic(fmt.Sprintf("sat: literal %d does not belong to this model", l))
		}
	}
}

// Clause requires at least one of lits to be true. An empty clause makes the model unsatisfiable.
func (m *Model) Clause(lits ...Lit) {
	m.check(lits)
	c, taut := normClause(lits)
	if taut {
		return
	}
	if len(c) == 0 {
		m.fail("empty clause")
		return
	}
	m.clauses = append(m.clauses, c)
}

// normClause removes duplicate literals and False, and reports
// tautologies (a clause with True or with both l and not l).
func normClause(lits []Lit) ([]Lit, bool) {
	if len(lits) > 16 {
		return normLong(lits)
	}
	out := make([]Lit, 0, len(lits))
next:
	for _, l := range lits {
		switch l {
		case True:
			return nil, true
		case False:
			continue
		}
		for _, o := range out {
			if o == -l {
				return nil, true
			}
			if o == l {
				continue next
			}
		}
		out = append(out, l)
	}
	return out, false
}

// normLong is normClause for long clauses, with a map instead of a scan.
func normLong(lits []Lit) ([]Lit, bool) {
	seen := make(map[Lit]bool, len(lits))
	out := make([]Lit, 0, len(lits))
	for _, l := range lits {
		switch {
		case l == True || seen[-l]:
			return nil, true
		case l == False:
			continue
		}
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out, false
}

// Unit forces l to be true.
func (m *Model) Unit(l Lit) { m.Clause(l) }

// Fact returns a new variable named name that holds in every solution: a
// fact found by reasoning before search, stated as a unit clause so that
// exports and figures show it although the rest of the encoding folds it
// away as a constant.
func (m *Model) Fact(name string) Lit {
	l := m.NewVar(name)
	m.Unit(l)
	return l
}

// Implies states that a implies the disjunction of bs (with no bs: a is false).
func (m *Model) Implies(a Lit, bs ...Lit) {
	m.Clause(append([]Lit{a.Not()}, bs...)...)
}

// Equiv states a <=> b.
func (m *Model) Equiv(a, b Lit) {
	m.Clause(a.Not(), b)
	m.Clause(a, b.Not())
}

// And defines out <=> (all of ins).
func (m *Model) And(out Lit, ins ...Lit) {
	big := []Lit{out}
	for _, in := range ins {
		m.Clause(out.Not(), in)
		big = append(big, in.Not())
	}
	m.Clause(big...)
}

// Or defines out <=> (any of ins).
func (m *Model) Or(out Lit, ins ...Lit) {
	big := []Lit{out.Not()}
	for _, in := range ins {
		m.Clause(out, in.Not())
		big = append(big, in)
	}
	m.Clause(big...)
}

// AtMostOne allows at most one of lits to be true.
func (m *Model) AtMostOne(lits ...Lit) { m.AtMost(1, lits...) }

// ExactlyOne requires exactly one of lits to be true.
func (m *Model) ExactlyOne(lits ...Lit) {
	m.Clause(lits...)
	m.AtMostOne(lits...)
}

// AtLeast requires at least k of lits to be true.
func (m *Model) AtLeast(k int, lits ...Lit) {
	if k == 1 {
		m.Clause(lits...)
		return
	}
	neg := make([]Lit, len(lits))
	for i, l := range lits {
		neg[i] = l.Not()
	}
	m.AtMost(len(lits)-k, neg...)
}

// Exactly requires exactly k of lits to be true.
func (m *Model) Exactly(k int, lits ...Lit) {
	m.AtLeast(k, lits...)
	m.AtMost(k, lits...)
}

// AtMost allows at most k of lits to be true.
func (m *Model) AtMost(k int, lits ...Lit) {
	m.check(lits)
	lits, k = foldCount(lits, k)
	n := len(lits)
	switch {
	case k < 0:
		m.fail("at most %d of %d literals", k, n)
	case k >= n:
	case !distinctVars(lits):
		m.SumLE(unitTerms(lits), k)
	case k == 0:
		for _, l := range lits {
			m.Clause(l.Not())
		}
	case k == 1:
		m.atMostOne(lits)
	case binomial(n, k+1) <= 64 && !m.plain || k+1 == n:
		m.subsets(lits, k+1)
	default:
		m.SumLE(unitTerms(lits), k)
	}
}

// foldCount removes the constants from lits, lowering k by one for each True.
func foldCount(lits []Lit, k int) ([]Lit, int) {
	for _, l := range lits {
		if l.IsConst() {
			return foldCountSlow(lits, k)
		}
	}
	return lits, k
}

func foldCountSlow(lits []Lit, k int) ([]Lit, int) {
	out := make([]Lit, 0, len(lits))
	for _, l := range lits {
		switch l {
		case True:
			k--
		case False:
		default:
			out = append(out, l)
		}
	}
	return out, k
}

func unitTerms(lits []Lit) []Term {
	ts := make([]Term, len(lits))
	for i, l := range lits {
		ts[i] = Term{l, 1}
	}
	return ts
}

func distinctVars(lits []Lit) bool {
	seen := make(map[int]bool, len(lits))
	for _, l := range lits {
		if seen[l.Var()] {
			return false
		}
		seen[l.Var()] = true
	}
	return true
}

// subsets forbids every size-r subset of lits from being all true.
func (m *Model) subsets(lits []Lit, r int) {
	forEachSubset(lits, r, func(sub []Lit) { m.Clause(negate(sub)...) })
}

// forEachSubset calls f with every size-r subset of lits, in
// lexicographic order of positions (once with the empty set for r = 0).
func forEachSubset(lits []Lit, r int, f func([]Lit)) {
	if r > len(lits) {
		return
	}
	idx := make([]int, r)
	for i := range idx {
		idx[i] = i
	}
	for {
		c := make([]Lit, r)
		for i, j := range idx {
			c[i] = lits[j]
		}
		f(c)
		i := r - 1
		for i >= 0 && idx[i] == len(lits)-r+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < r; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

func binomial(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	r := 1
	for i := 1; i <= k; i++ {
		r = r * (n - k + i) / i
		if r > 1<<20 {
			return r
		}
	}
	return r
}

// SumGE requires sum(weight*lit) >= k. Weights may be negative and literals repeat.
func (m *Model) SumGE(terms []Term, k int) {
	for _, t := range terms {
		m.check([]Lit{t.Lit})
	}
	c, trivial := normPB(terms, k)
	total := sum(c.weights)
	switch {
	case trivial:
	case c.atLeast > total:
		m.fail("weighted sum can reach at most %d, needs %d", total, c.atLeast)
	case c.atLeast == total:
		for _, l := range c.lits {
			m.Clause(l)
		}
	case allOne(c.weights) && c.atLeast == 1:
		m.Clause(c.lits...)
	default:
		m.pbs = append(m.pbs, c)
	}
}

func allOne(ws []int) bool {
	for _, w := range ws {
		if w != 1 {
			return false
		}
	}
	return true
}

func sum(ws []int) int {
	s := 0
	for _, w := range ws {
		s += w
	}
	return s
}

// SumLE requires sum(weight*lit) <= k.
func (m *Model) SumLE(terms []Term, k int) {
	neg := make([]Term, len(terms))
	for i, t := range terms {
		neg[i] = Term{t.Lit, -t.Weight}
	}
	m.SumGE(neg, -k)
}

// SumEq requires sum(weight*lit) == k.
func (m *Model) SumEq(terms []Term, k int) {
	m.SumGE(terms, k)
	m.SumLE(terms, k)
}

// normPB rewrites sum(terms) >= k with positive weights over distinct variables.
// trivial is true when the constraint always holds.
func normPB(terms []Term, k int) (c pb, trivial bool) {
	coef := map[int]int{}
	var order []int
	for _, t := range terms {
		switch t.Lit {
		case True:
			k -= t.Weight
			continue
		case False:
			continue
		}
		v := t.Lit.Var()
		if _, ok := coef[v]; !ok {
			order = append(order, v)
		}
		if t.Lit > 0 {
			coef[v] += t.Weight
		} else { // w*(1-x)
			k -= t.Weight
			coef[v] -= t.Weight
		}
	}
	sort.Ints(order)
	for _, v := range order {
		w := coef[v]
		switch {
		case w > 0:
			c.lits = append(c.lits, Lit(v))
			c.weights = append(c.weights, w)
		case w < 0: // w*x = w + |w|*(not x)
			k -= w
			c.lits = append(c.lits, Lit(-v))
			c.weights = append(c.weights, -w)
		}
	}
	c.atLeast = k
	return c, k <= 0
}

// Xor requires the number of true literals among lits to be odd (odd=true) or even.
func (m *Model) Xor(odd bool, lits ...Lit) {
	m.check(lits)
	// Cancel repeated variables: x xor x = 0, x xor not x = 1.
	count := map[int]int{}
	var order []int
	for _, l := range lits {
		switch l {
		case True:
			odd = !odd
			continue
		case False:
			continue
		}
		v := l.Var()
		if count[v] == 0 {
			order = append(order, v)
		}
		count[v]++
		if l < 0 {
			odd = !odd
		}
	}
	var vs []Lit
	for _, v := range order {
		if count[v]%2 == 1 {
			vs = append(vs, Lit(v))
		}
	}
	for len(vs) > 4 {
		t := m.NewVar(fmt.Sprintf("xor%d", len(m.names)))
		m.xorDirect(false, vs[0], vs[1], vs[2], t)
		vs = append([]Lit{t}, vs[3:]...)
	}
	m.xorDirect(odd, vs...)
}

// xorDirect forbids every assignment of lits with the wrong parity (2^(n-1) clauses).
func (m *Model) xorDirect(odd bool, lits ...Lit) {
	n := len(lits)
	if n == 0 {
		if odd {
			m.fail("parity constraint over no variables must be odd")
		}
		return
	}
	for mask := 0; mask < 1<<n; mask++ {
		ones := 0
		c := make([]Lit, n)
		for i, l := range lits {
			if mask>>i&1 == 1 {
				ones++
				c[i] = l.Not() // forbids l true
			} else {
				c[i] = l
			}
		}
		if (ones%2 == 1) != odd {
			m.clauses = append(m.clauses, c)
		}
	}
}

// AtMostIf allows at most k of lits to be true when every literal of cond
// is true (with no cond: always). Small cases get a clause per (k+1)-subset
// of lits, with the negated conditions first; larger ones a weighted sum.
func (m *Model) AtMostIf(k int, lits []Lit, cond ...Lit) {
	m.check(lits)
	m.check(cond)
	lits, k = foldCount(lits, k)
	n := len(lits)
	neg := negate(cond)
	switch {
	case k >= n:
	case k < 0:
		m.Clause(neg...)
	case binomial(n, k+1) <= 64 || !distinctVars(lits):
		forEachSubset(lits, k+1, func(sub []Lit) { m.Clause(append(slices.Clone(neg), negate(sub)...)...) })
	default:
		c := m.NewVar(fmt.Sprintf("if%d", len(m.names)))
		m.And(c, cond...)
		m.SumLE(append(unitTerms(lits), Term{c, n - k}), n)
	}
}

// AtLeastIf requires at least k of lits to be true when every literal of
// cond is true (with no cond: always).
func (m *Model) AtLeastIf(k int, lits []Lit, cond ...Lit) {
	m.AtMostIf(len(lits)-k, negate(lits), cond...)
}

func negate(lits []Lit) []Lit {
	out := make([]Lit, len(lits))
	for i, l := range lits {
		out[i] = l.Not()
	}
	return out
}
