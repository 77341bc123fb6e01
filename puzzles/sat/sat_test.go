package sat

import (
	"bytes"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/crillab/gophersat/solver"
)

// spec is a constraint kept in a plain form, so brute force can evaluate it
// without the encoding.
type spec struct {
	kind string // clause, atmost, atleast, exactly, ge, le, eq, xor
	lits []Lit
	ws   []int
	k    int
	odd  bool
}

func (c spec) holds(val func(Lit) bool) bool {
	count, total := 0, 0
	for i, l := range c.lits {
		if val(l) {
			count++
			if len(c.ws) == len(c.lits) {
				total += c.ws[i]
			}
		}
	}
	switch c.kind {
	case "clause":
		return count >= 1
	case "atmost":
		return count <= c.k
	case "atleast":
		return count >= c.k
	case "exactly":
		return count == c.k
	case "ge":
		return total >= c.k
	case "le":
		return total <= c.k
	case "eq":
		return total == c.k
	case "xor":
		return (count%2 == 1) == c.odd
	case "atmostif", "atleastif":
		rest := spec{kind: c.kind[:len(c.kind)-2], lits: c.lits[1:], k: c.k}
		return !val(c.lits[0]) || rest.holds(val)
	}
	panic(c.kind)
}

func (c spec) add(m *Model) {
	terms := make([]Term, len(c.lits))
	for i, l := range c.lits {
		terms[i] = Term{l, c.ws[i%len(c.ws)]}
	}
	switch c.kind {
	case "clause":
		m.Clause(c.lits...)
	case "atmost":
		m.AtMost(c.k, c.lits...)
	case "atleast":
		m.AtLeast(c.k, c.lits...)
	case "exactly":
		m.Exactly(c.k, c.lits...)
	case "ge":
		m.SumGE(terms, c.k)
	case "le":
		m.SumLE(terms, c.k)
	case "eq":
		m.SumEq(terms, c.k)
	case "xor":
		m.Xor(c.odd, c.lits...)
	case "atmostif":
		m.AtMostIf(c.k, c.lits[1:], c.lits[0])
	case "atleastif":
		m.AtLeastIf(c.k, c.lits[1:], c.lits[0])
	}
}

var kinds = []string{"clause", "clause", "atmost", "atleast", "exactly", "ge", "le", "eq", "xor", "atmostif", "atleastif"}

// formulas is how many random formulas each brute-force test draws.
const formulas = 1500

// eachFormula calls check on formulas random formulas (see randomFormula,
// f their index) drawn from a source seeded with seed, which check may
// draw from too.
func eachFormula(seed int64, check func(r *rand.Rand, f int, m *Model, vars []Lit, specs []spec)) {
	r := rand.New(rand.NewSource(seed))
	for f := range formulas {
		m, vars, specs := randomFormula(r)
		check(r, f, m, vars, specs)
	}
}

// randomFormula makes a model of 1 to 7 variables and 1 to 6 random
// constraints (the draws of the loop's bound come from r too), and
// returns it with its variables and constraints.
func randomFormula(r *rand.Rand) (*Model, []Lit, []spec) {
	nv := 1 + r.Intn(7)
	m := NewModel()
	vars := m.NewVars("x", nv)
	var specs []spec
	for i := 0; i < 1+r.Intn(6); i++ {
		c := randomSpec(r, vars)
		c.add(m)
		specs = append(specs, c)
	}
	return m, vars, specs
}

func randomSpec(r *rand.Rand, vars []Lit) spec {
	c := spec{kind: kinds[r.Intn(len(kinds))]}
	n := 1 + r.Intn(len(vars))
	if c.kind == "atmost" || c.kind == "exactly" || c.kind == "atmostif" || c.kind == "atleastif" {
		n = 1 + r.Intn(len(vars)+4) // long ones exercise the ladder and PB paths
	}
	for i := 0; i < n; i++ {
		l := randomLit(r, vars)
		c.lits = append(c.lits, l)
		c.ws = append(c.ws, r.Intn(9)-3)
	}
	c.k = r.Intn(n+2) - 1
	if c.kind == "ge" || c.kind == "le" || c.kind == "eq" {
		c.k = r.Intn(12) - 3
	} else {
		c.ws = []int{1}
	}
	c.odd = r.Intn(2) == 0
	return c
}

// randomLit returns one of vars or its negation, and now and then a constant.
func randomLit(r *rand.Rand, vars []Lit) Lit {
	l := vars[r.Intn(len(vars))]
	if r.Intn(12) == 0 {
		l = True
	}
	if r.Intn(2) == 0 {
		l = l.Not()
	}
	return l
}

// value reads literal l (a constant or a variable) in the assignment mask.
func value(mask int, l Lit) bool {
	if l.IsConst() {
		return l == True
	}
	return (mask>>(l.Var()-1)&1 == 1) == (l > 0)
}

func bruteForce(nv int, specs []spec, cost []Term) (count int, best int) {
	best = 1 << 30
	for mask := 0; mask < 1<<nv; mask++ {
		val := func(l Lit) bool { return value(mask, l) }
		ok := true
		for _, c := range specs {
			if !c.holds(val) {
				ok = false
				break
			}
		}
		if ok {
			count++
			best = min(best, evalCost(cost, val))
		}
	}
	return count, best
}

func evalCost(cost []Term, val func(Lit) bool) int {
	s := 0
	for _, t := range cost {
		if val(t.Lit) {
			s += t.Weight
		}
	}
	return s
}

func TestRandomAgainstBruteForce(t *testing.T) {
	var sat, unsat int
	eachFormula(1, func(r *rand.Rand, f int, m *Model, vars []Lit, specs []spec) {
		nv := len(vars)
		cost := append(randomCost(r, vars), Term{Const(r.Intn(2) == 0), r.Intn(5) - 2})
		want, best := bruteForce(nv, specs, cost)
		desc := fmt.Sprintf("formula %d: %+v", f, specs)
		if solveChecked(t, desc, m, vars, specs, want) == nil {
			unsat++
			return
		}
		sat++
		if got, complete := m.Count(vars, 1<<nv+1); got != want || !complete {
			t.Fatalf("%s: Count = %d (complete %v), want %d", desc, got, complete, want)
		}
		if got, complete := m.Count(vars, 1); got != 1 || complete != (want == 1) {
			t.Fatalf("%s: Count(limit 1) = %d, %v; %d models", desc, got, complete, want)
		}
		minimizeChecked(t, desc, m, cost, best)
	})
	if sat < formulas/4 || unsat < formulas/10 {
		t.Fatalf("unbalanced random formulas: %d sat, %d unsat", sat, unsat)
	}
}

// randomCost gives each variable a weight from -2 to 4.
func randomCost(r *rand.Rand, vars []Lit) []Term {
	var cost []Term
	for _, v := range vars {
		cost = append(cost, Term{v, r.Intn(7) - 2})
	}
	return cost
}

// solveChecked solves m and fails t unless it is satisfiable exactly
// when brute force found models (want of them) and the model satisfies
// every constraint; it returns the solver, or nil when there is none.
func solveChecked(t *testing.T, desc string, m *Model, vars []Lit, specs []spec, want int) *Solver {
	t.Helper()
	s := m.Solver()
	if got := s.Solve(); got != (want > 0) {
		t.Fatalf("%s: Solve = %v, brute force found %d models", desc, got, want)
	}
	if want == 0 {
		return nil
	}
	for _, c := range specs {
		if !c.holds(s.Value) {
			t.Fatalf("%s: model %v violates %+v", desc, s.Values(vars), c)
		}
	}
	return s
}

// minimizeChecked fails t unless Minimize finds a model of cost best.
func minimizeChecked(t *testing.T, desc string, m *Model, cost []Term, best int) {
	t.Helper()
	ms, c, ok := m.Minimize(cost)
	if !ok || c != best || evalCost(cost, ms.Value) != best {
		t.Fatalf("%s: Minimize = %d, %v (model cost %d), want %d", desc, c, ok, evalCost(cost, ms.Value), best)
	}
}

func queens(n int) (*Model, []Lit) { return queensIn(NewModel(), n) }

// queensIn states the n-queens puzzle in m.
func queensIn(m *Model, n int) (*Model, []Lit) {
	q := make([][]Lit, n)
	var all []Lit
	for r := range q {
		q[r] = make([]Lit, n)
		for c := range q[r] {
			q[r][c] = m.NewVar(fmt.Sprintf("q%d%d", r, c))
			all = append(all, q[r][c])
		}
	}
	for i := 0; i < n; i++ {
		var row, col []Lit
		for j := 0; j < n; j++ {
			row = append(row, q[i][j])
			col = append(col, q[j][i])
		}
		m.ExactlyOne(row...)
		m.ExactlyOne(col...)
	}
	for d := -(n - 1); d < n; d++ {
		var diag, anti []Lit
		for r := 0; r < n; r++ {
			if c := r + d; c >= 0 && c < n {
				diag = append(diag, q[r][c])
			}
			if c := n - 1 - r + d; c >= 0 && c < n {
				anti = append(anti, q[r][c])
			}
		}
		m.AtMostOne(diag...)
		m.AtMostOne(anti...)
	}
	return m, all
}

func TestEightQueens(t *testing.T) {
	m, all := queens(8)
	if n, complete := m.Count(all, 1000); n != 92 || !complete {
		t.Fatalf("8-queens: %d solutions (complete %v), want 92", n, complete)
	}
}

func TestDIMACSRoundTrip(t *testing.T) {
	m, all := queens(6)
	var buf bytes.Buffer
	if err := m.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "c var 1 q00\n") {
		t.Fatalf("DIMACS lacks variable names:\n%.200s", buf.String())
	}
	prob, err := solver.ParseCNF(&buf)
	if err != nil {
		t.Fatal(err)
	}
	s := solver.New(prob)
	count := 0
	for s.Solve() == solver.Sat {
		count++
		model := s.Model()
		block := make([]solver.Lit, len(all))
		for i, l := range all {
			block[i] = solver.IntToLit(int32(l))
			if model[l.Var()-1] {
				block[i] = block[i].Negation()
			}
		}
		s.AppendClause(solver.NewClause(block))
	}
	if count != 4 {
		t.Fatalf("6-queens from DIMACS: %d solutions, want 4", count)
	}
}

func TestOPBRoundTrip(t *testing.T) {
	m := NewModel()
	x := m.NewVars("x", 4)
	m.SumEq([]Term{{x[0], 3}, {x[1].Not(), 2}, {x[2], 2}, {x[3], 1}}, 4)
	var buf bytes.Buffer
	if err := m.WriteOPB(&buf); err != nil {
		t.Fatal(err)
	}
	if err := m.WriteDIMACS(&bytes.Buffer{}); err != ErrNotCNF {
		t.Fatalf("WriteDIMACS on a PB model: %v, want ErrNotCNF", err)
	}
	prob, err := solver.ParseOPB(strings.NewReader(buf.String()))
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	want, _ := m.Count(x, 100)
	s := solver.New(prob)
	got := 0
	for s.Solve() == solver.Sat {
		got++
		model := s.Model()
		var block []solver.Lit
		for _, l := range x {
			bl := solver.IntToLit(int32(l))
			if model[l.Var()-1] {
				bl = bl.Negation()
			}
			block = append(block, bl)
		}
		s.AppendClause(solver.NewClause(block))
	}
	if got != want || want == 0 {
		t.Fatalf("OPB export has %d models, the model %d\n%s", got, want, buf.String())
	}
}

func TestLazyClauses(t *testing.T) {
	// Enumerate the 2^3 assignments of three free variables by adding
	// clauses between solves.
	m := NewModel()
	x := m.NewVars("x", 3)
	m.Clause(x[0], x[0].Not()) // a tautology is dropped, variables stay free
	s := m.Solver()
	seen := map[string]bool{}
	for s.Solve() {
		seen[fmt.Sprint(s.Values(x))] = true
		s.Block(x)
	}
	if len(seen) != 8 {
		t.Fatalf("saw %d assignments, want 8", len(seen))
	}
}

func TestTrivialUnsat(t *testing.T) {
	m := NewModel()
	x := m.NewVars("x", 3)
	m.AtLeast(4, x...)
	if m.Trivial() == "" || m.Solver().Solve() {
		t.Fatal("at least 4 of 3 must be unsatisfiable before search")
	}
	if _, _, ok := m.Minimize([]Term{{x[0], 1}}); ok {
		t.Fatal("Minimize on an unsatisfiable model reported ok")
	}
}

func TestConstants(t *testing.T) {
	m := NewModel()
	x := m.NewVar("x")
	m.Clause(x, True)                         // dropped
	m.Clause(x.Not(), False, x)               // a tautology
	m.AtMost(1, True, x, False)               // x is false
	m.SumGE([]Term{{True, 2}, {False, 5}}, 2) // always holds
	if m.NumConstraints() != 1 || m.NumVars() != 1 {
		t.Fatalf("constants left %d constraints over %d variables, want 1 over 1", m.NumConstraints(), m.NumVars())
	}
	s := m.Solver()
	if !s.Solve() || s.Value(x) || !s.Value(True) || s.Value(False) {
		t.Fatalf("x=%v True=%v False=%v", s.Value(x), s.Value(True), s.Value(False))
	}
	s.AddClause(False)
	if s.Solve() {
		t.Fatal("a clause of False must leave no model")
	}
	if m.Name(True) != "true" || m.Name(False.Not()) != "true" {
		t.Fatalf("names %q %q", m.Name(True), m.Name(False))
	}
}

func TestConflicts(t *testing.T) {
	// Four pigeons in three holes: no model, and the search must meet
	// conflicts to prove it.
	m := NewModel()
	var holes [4][]Lit
	for p := range holes {
		holes[p] = m.NewVars(fmt.Sprintf("p%d", p), 3)
		m.ExactlyOne(holes[p]...)
	}
	for h := range 3 {
		m.AtMostOne(holes[0][h], holes[1][h], holes[2][h], holes[3][h])
	}
	s := m.Solver()
	if got := s.Conflicts(); got != 0 {
		t.Fatalf("a fresh solver has %d conflicts, want 0", got)
	}
	if s.Solve() {
		t.Fatal("four pigeons fit in three holes")
	}
	if s.Conflicts() == 0 {
		t.Fatal("proving the pigeonhole formula unsatisfiable met no conflicts")
	}
	m.AtLeast(4, holes[0]...)
	if got := m.Solver().Conflicts(); got != 0 {
		t.Fatalf("a solver unsatisfiable before search has %d conflicts, want 0", got)
	}
}

func TestCloneLeavesOriginal(t *testing.T) {
	m := NewModel()
	x, y := m.NewVar("x"), m.NewVar("y")
	m.Clause(x, y)
	c := m.Clone()
	c.Unit(x.Not())
	c.Unit(y.Not())
	c.NewVar("z")
	if m.NumConstraints() != 1 || m.NumVars() != 2 || !m.Solver().Solve() {
		t.Errorf("the original changed: %d constraints, %d variables", m.NumConstraints(), m.NumVars())
	}
	if c.Solver().Solve() {
		t.Error("the clone with both units is satisfiable")
	}
}
