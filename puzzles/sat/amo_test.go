package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// BenchmarkAtMostOne compares the at-most-one encodings on problems made of
// exactly-one and at-most-one constraints of size about n: n-queens and the
// completion of a Latin square of order n with 40% of its cells given.
// The thresholds in amo.go come from these numbers.
func BenchmarkAtMostOne(b *testing.B) {
	for _, n := range []int{8, 9} {
		for _, enc := range amoEncodings {
			b.Run(fmt.Sprintf("count-queens%d/%s", n, enc), func(b *testing.B) {
				for range b.N {
					m := NewModel()
					m.amo = enc
					_, all := queensIn(m, n)
					m.Count(all, 1000)
				}
			})
		}
	}
	for _, n := range []int{6, 10, 12, 14, 16, 20, 24} {
		for _, enc := range amoEncodings {
			b.Run(fmt.Sprintf("latin%d/%s", n, enc), func(b *testing.B) {
				for range b.N {
					for seed := range 8 {
						m := NewModel()
						m.amo = enc
						latinIn(m, n, 0.4, rand.New(rand.NewSource(int64(seed))))
						if !m.Solver().Solve() {
							b.Fatal("no model")
						}
					}
				}
			})
		}
	}
}

// latinIn states the completion of a Latin square of order n, a shuffled
// cyclic square with each cell given with probability given.
func latinIn(m *Model, n int, given float64, r *rand.Rand) {
	rows, cols, vals := r.Perm(n), r.Perm(n), r.Perm(n)
	x := make([][][]Lit, n)
	for i := range x {
		x[i] = make([][]Lit, n)
		for j := range x[i] {
			x[i][j] = m.NewVars(fmt.Sprintf("x%d,%d", i, j), n)
			m.ExactlyOne(x[i][j]...)
			if r.Float64() < given {
				m.Unit(x[i][j][vals[(rows[i]+cols[j])%n]])
			}
		}
	}
	for i := 0; i < n; i++ {
		for v := 0; v < n; v++ {
			var row, col []Lit
			for j := 0; j < n; j++ {
				row = append(row, x[i][j][v])
				col = append(col, x[j][i][v])
			}
			m.ExactlyOne(row...)
			m.ExactlyOne(col...)
		}
	}
}

// TestAtMostOneEncodings counts the models of at most one and exactly one
// of n literals under every encoding: n+1 and n.
func TestAtMostOneEncodings(t *testing.T) {
	for _, enc := range amoEncodings {
		for n := 2; n <= 12; n++ {
			m := NewModel()
			m.amo = enc
			x := m.NewVars("x", n)
			m.AtMostOne(x...)
			if got, _ := m.Count(x, 100); got != n+1 {
				t.Errorf("%s: at most one of %d has %d models, want %d", enc, n, got, n+1)
			}
			m.Clause(x...)
			if got, _ := m.Count(x, 100); got != n {
				t.Errorf("%s: exactly one of %d has %d models, want %d", enc, n, got, n)
			}
		}
	}
}
