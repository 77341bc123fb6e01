package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestPropagatorAgainstBruteForce: on random models (with, half the time,
// a clause added to the propagator only) with random units, a
// conflict means no model, a fixed value holds in every model, and the
// simplified solver finds exactly the models of the model with the units;
// Find with an unbounded budget finds one exactly when there is one.
func TestPropagatorAgainstBruteForce(t *testing.T) {
	var conflicts, fixedSome, sat int
	eachFormula(7, func(r *rand.Rand, f int, m *Model, vars []Lit, specs []spec) {
		nv := len(vars)
		var units []Lit
		for i := 0; i < r.Intn(3); i++ {
			l := randomLit(r, vars)
			units = append(units, l)
			specs = append(specs, spec{kind: "clause", lits: []Lit{l}})
		}
		p := m.Propagator()
		if r.Intn(2) == 0 { // a lazy clause, seen by the propagator only
			c := spec{kind: "clause", lits: []Lit{randomLit(r, vars), randomLit(r, vars)}}
			p.AddClause(c.lits...)
			specs = append(specs, c)
		}
		want, _ := bruteForce(nv, specs, nil)
		desc := fmt.Sprintf("formula %d: %+v", f, specs)
		vals, ok := p.Propagate(units)
		if !ok {
			conflicts++
			if want > 0 {
				t.Fatalf("%s: propagation conflict, but %d models", desc, want)
			}
		} else {
			for _, v := range vars {
				if val, fixed := vals.Value(v); fixed {
					fixedSome++
					l := v
					if !val {
						l = v.Not()
					}
					if n, _ := bruteForce(nv, append(specs, spec{kind: "clause", lits: []Lit{l}}), nil); n != want {
						t.Fatalf("%s: propagation fixes %d to %v, wrongly", desc, v, val)
					}
				}
			}
		}
		phase := make([]bool, nv+1)
		for v := range phase {
			phase[v] = r.Intn(2) == 0
		}
		found := p.Find(units, phase, 1<<20)
		if (found != nil) != (want > 0) {
			t.Fatalf("%s: Find found %v, brute force %d models", desc, found, want)
		}
		for _, c := range specs {
			if found != nil && !c.holds(func(l Lit) bool { return l == True || !l.IsConst() && found[l.Var()] == (l > 0) }) {
				t.Fatalf("%s: Find's model %v violates %+v", desc, found, c)
			}
		}
		s := p.Solver(units)
		got := 0
		for ; s.Solve(); got++ {
			for _, c := range specs {
				if !c.holds(s.Value) {
					t.Fatalf("%s: model %v violates %+v", desc, s.Values(vars), c)
				}
			}
			s.Block(vars)
		}
		if got != want {
			t.Fatalf("%s: the simplified solver finds %d models, want %d", desc, got, want)
		}
		if want > 0 {
			sat++
		}
	})
	if conflicts < formulas/20 || fixedSome < formulas/4 || sat < formulas/4 {
		t.Fatalf("unbalanced: %d conflicts, %d fixed values, %d satisfiable", conflicts, fixedSome, sat)
	}
}

func TestModelOf(t *testing.T) {
	m, vars := queens(5)
	model := m.Propagator().Find(nil, nil, 1<<20)
	if model == nil {
		t.Fatal("Find found no placement of 5 queens")
	}
	s := ModelOf(model)
	for _, v := range vars {
		if s.Value(v) != model[v.Var()] || s.Value(v.Not()) == model[v.Var()] {
			t.Fatalf("ModelOf reads %d as %v, the model has %v", v, s.Value(v), model[v.Var()])
		}
	}
	if s.Solve() {
		t.Error("a solver made by ModelOf solves")
	}
}
