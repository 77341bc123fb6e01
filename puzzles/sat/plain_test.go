package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestPlainAgainstBruteForce: with Plain, random formulas of up to 12
// variables (clauses, cardinality constraints long enough to stay
// cardinality constraints, weighted sums; some with lazy clauses added
// between solves) have the models brute force finds: satisfiability,
// every model valid, exact counts, optimal costs.
func TestPlainAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	const formulas = 600
	var sat, unsat, card int
	for f := 0; f < formulas; f++ {
		nv := 1 + r.Intn(12)
		m := NewModel()
		m.Plain()
		vars := m.NewVars("x", nv)
		var specs []spec
		for range 1 + r.Intn(8) {
			c := randomSpec(r, vars)
			if r.Intn(3) == 0 { // a cardinality over most variables
				c = spec{kind: []string{"atmost", "atleast", "exactly"}[r.Intn(3)], ws: []int{1}}
				for _, v := range r.Perm(nv)[:max(1, nv-r.Intn(3))] {
					c.lits = append(c.lits, randomLit(r, vars[v:v+1]))
				}
				c.k = r.Intn(len(c.lits) + 1)
				card++
			}
			c.add(m)
			specs = append(specs, c)
		}
		cost := randomCost(r, vars)
		want, best := bruteForce(nv, specs, cost)
		desc := fmt.Sprintf("formula %d: %+v", f, specs)
		if got, complete := m.Count(vars, 1<<nv+1); got != want || !complete {
			t.Fatalf("%s: Count = %d (complete %v), want %d", desc, got, complete, want)
		}
		s := solveChecked(t, desc, m, vars, specs, want)
		if s == nil {
			unsat++
			continue
		}
		sat++
		// A lazy clause: the first model's first variable flipped.
		extra := spec{kind: "clause", lits: []Lit{vars[0]}}
		if s.Value(vars[0]) {
			extra.lits[0] = vars[0].Not()
		}
		s.AddClause(extra.lits...)
		more, _ := bruteForce(nv, append(specs, extra), nil)
		if got := s.Solve(); got != (more > 0) {
			t.Fatalf("%s: Solve after %v = %v, brute force found %d models", desc, extra.lits, got, more)
		}
		minimizeChecked(t, desc, m, cost, best)
	}
	if sat < formulas/4 || unsat < formulas/10 || card < formulas/2 {
		t.Fatalf("unbalanced random formulas: %d sat, %d unsat, %d long cardinalities", sat, unsat, card)
	}
}
