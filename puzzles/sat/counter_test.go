package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// TestCountBetweenAgainstBruteForce: over random literals (some
// negated, repeated or constant) and bounds, the counter keeps exactly
// the assignments whose count of true literals lies between the bounds.
func TestCountBetweenAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	var sat, unsat int
	for f := 0; f < 600; f++ {
		nv := 1 + r.Intn(6)
		m := NewModel()
		vars := m.NewVars("x", nv)
		var lits []Lit
		for range 1 + r.Intn(8) {
			switch r.Intn(8) {
			case 0:
				lits = append(lits, True)
			case 1:
				lits = append(lits, False)
			default:
				lits = append(lits, randomLit(r, vars))
			}
		}
		lo, hi := r.Intn(len(lits)+2)-1, r.Intn(len(lits)+2)-1
		m.CountBetween("count", lo, hi, lits)
		want := 0
		for mask := 0; mask < 1<<nv; mask++ {
			n := 0
			for _, l := range lits {
				if l == True || !l.IsConst() && value(mask, l) {
					n++
				}
			}
			if lo <= n && n <= hi {
				want++
			}
		}
		if got, _ := m.Count(vars, 1<<nv+1); got != want {
			t.Fatalf("%s: %d models, want %d", fmt.Sprint("between ", lo, " and ", hi, " of ", lits), got, want)
		}
		if want == 0 {
			unsat++
		} else {
			sat++
		}
	}
	if sat < 100 || unsat < 50 {
		t.Fatalf("unbalanced: %d satisfiable, %d not", sat, unsat)
	}
}
