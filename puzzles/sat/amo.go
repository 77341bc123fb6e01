package sat

import "fmt"

// At most one of n literals (n >= 2, distinct variables, no constants) is
// encoded by size, one family for every caller:
//
//   - n <= pairwiseMax: pairwise, n(n-1)/2 binary clauses, no variables;
//   - larger: the ladder (sequential counter), 3n clauses and n-1 variables.
//
// Both propagate fully (unit propagation finds every consequence). Measured
// with BenchmarkAtMostOne (n-queens and a Latin square, first model, each
// encoding forced; see the table in amo_test.go):
// pairwise is as fast as or faster than the ladder and the product encoding up to
// n = 24 and the ladder wins from about n = 32.
//
// The product encoding (Chen's two-product: the literals on a grid, a row
// and a column variable each, at most one row and one column) is kept for
// the measurements; it never won.
const pairwiseMax = 24

// amoEncodings names the encodings that Model.amo may force.
var amoEncodings = []string{"pairwise", "ladder", "product"}

// atMostOne encodes at most one of lits by size, or by m.amo when set.
func (m *Model) atMostOne(lits []Lit) {
	enc := m.amo
	if enc == "" {
		enc = "ladder"
		if len(lits) <= pairwiseMax {
			enc = "pairwise"
		}
	}
	switch enc {
	case "pairwise":
		m.pairwise(lits)
	case "product":
		m.product(lits)
	default:
		m.ladder(lits)
	}
}

func (m *Model) pairwise(lits []Lit) {
	for i := range lits {
		for j := i + 1; j < len(lits); j++ {
			m.Clause(lits[i].Not(), lits[j].Not())
		}
	}
}

// ladder is the sequential at-most-one encoding: s[i] means "some of lits[0..i] is true".
func (m *Model) ladder(lits []Lit) {
	n := len(lits)
	s := make([]Lit, n-1)
	for i := range s {
		s[i] = m.NewVar(fmt.Sprintf("amo%d.s%d", len(m.names), i))
	}
	for i := 0; i < n; i++ {
		if i < n-1 {
			m.Clause(lits[i].Not(), s[i])
		}
		if i > 0 {
			m.Clause(lits[i].Not(), s[i-1].Not())
			if i < n-1 {
				m.Clause(s[i-1].Not(), s[i])
			}
		}
	}
}

// product is Chen's two-product encoding: lits[i] sits at row i/q, column
// i%q of a grid; a true literal makes its row and its column variable true,
// and at most one row and one column are true.
func (m *Model) product(lits []Lit) {
	n := len(lits)
	if n <= 4 {
		m.pairwise(lits)
		return
	}
	q := 1
	for q*q < n {
		q++
	}
	p := (n + q - 1) / q
	rows := m.NewVars(fmt.Sprintf("amo%d.r", len(m.names)), p)
	cols := m.NewVars(fmt.Sprintf("amo%d.c", len(m.names)), q)
	for i, l := range lits {
		m.Clause(l.Not(), rows[i/q])
		m.Clause(l.Not(), cols[i%q])
	}
	m.product(rows)
	m.product(cols)
}
