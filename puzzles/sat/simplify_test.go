package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestSimplifyAgainstBruteForce: on random models with random unit
// clauses, Simplify keeps exactly the models (counted by brute force),
// states a conflict only when there is none, and leaves clauses added
// afterwards working.
func TestSimplifyAgainstBruteForce(t *testing.T) {
	var shrunk, unsat int
	eachFormula(11, func(r *rand.Rand, f int, m *Model, vars []Lit, specs []spec) {
		for i := 0; i < r.Intn(3); i++ {
			l := randomLit(r, vars)
			m.Unit(l)
			specs = append(specs, spec{kind: "clause", lits: []Lit{l}})
		}
		before := len(m.clauses) + len(m.pbs)
		m.Simplify()
		if len(m.clauses)+len(m.pbs) < before {
			shrunk++
		}
		extra := []Lit{randomLit(r, vars), randomLit(r, vars)}
		m.Clause(extra...)
		specs = append(specs, spec{kind: "clause", lits: extra})
		want, _ := bruteForce(len(vars), specs, nil)
		desc := fmt.Sprintf("formula %d: %+v", f, specs)
		if want == 0 {
			unsat++
		}
		if got, complete := m.Count(vars, 1<<len(vars)+1); got != want || !complete {
			t.Fatalf("%s: %d models after Simplify (complete %v), want %d", desc, got, complete, want)
		}
	})
	if shrunk < formulas/10 || unsat < formulas/20 {
		t.Fatalf("unbalanced: %d models shrunk, %d unsatisfiable", shrunk, unsat)
	}
}
