package sat

import (
	"math/rand"
	"testing"
)

// TestTableClauses checks the exact table clauses against brute force:
// their models are exactly the allowed assignments, and unit propagation
// is complete on them.
func TestTableClauses(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 400; i++ {
		n := r.Intn(5)
		allowed := uint64(r.Intn(1 << (1 << n)))
		if i < 16 {
			n, allowed = 4, uint64(1)<<i // single assignments
		}
		cls := tableClauses(n, allowed)
		for a := 0; a < 1<<n; a++ {
			if _, _, ok := propagate(cls, 1<<n-1, a); ok != (allowed&(1<<a) != 0) {
				t.Fatalf("n=%d allowed=%b: assignment %b gives %v", n, allowed, a, ok)
			}
		}
		if !propagationComplete(n, allowed, cls) {
			t.Fatalf("n=%d allowed=%b: propagation incomplete on %v", n, allowed, cls)
		}
	}
}

// TestTable compares the models of random tables (with repeated literals,
// negations and constants among the columns) with the allowed set.
func TestTable(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for f := 0; f < 300; f++ {
		nv := 1 + r.Intn(9)
		m := NewModel()
		vars := m.NewVars("x", nv)
		cols := make([]Lit, 1+r.Intn(9))
		for i := range cols {
			cols[i] = vars[i%nv]
			if i >= nv || r.Intn(4) == 0 {
				cols[i] = randomLit(r, vars)
			}
		}
		var allowed [][]bool
		for range r.Intn(12) {
			tuple := make([]bool, len(cols))
			for k := range tuple {
				tuple[k] = r.Intn(2) == 0
			}
			allowed = append(allowed, tuple)
		}
		m.Table(cols, allowed)
		want := 0
		for mask := 0; mask < 1<<nv; mask++ {
			if inTable(mask, cols, allowed) {
				want++
			}
		}
		if got, complete := m.Count(vars, 1<<nv+1); got != want || !complete {
			t.Fatalf("table %v over %v: %d models, want %d", allowed, cols, got, want)
		}
		if s := m.Solver(); s.Solve() {
			mask := 0
			for i, v := range vars {
				if s.Value(v) {
					mask |= 1 << i
				}
			}
			if !inTable(mask, cols, allowed) {
				t.Fatalf("table %v over %v: model %v is not allowed", allowed, cols, s.Values(vars))
			}
		}
	}
}

// inTable reports whether the assignment mask gives cols one of the allowed tuples.
func inTable(mask int, cols []Lit, allowed [][]bool) bool {
next:
	for _, tuple := range allowed {
		for k, l := range cols {
			if value(mask, l) != tuple[k] {
				continue next
			}
		}
		return true
	}
	return false
}
