package sat

import "fmt"

// At most one of n literals (n >= 2, distinct variables, no constants) is
// encoded by size, one family for every caller:
//
//   - n <= pairwiseMax: pairwise, n(n-1)/2 binary clauses, no variables;
//   - n < productMin: the ladder (sequential counter), 3n clauses, n-1
//     variables (an empty band with the thresholds below);
//   - larger: Chen's two-product, about 2n+4√n clauses and 2√n variables.
//
// All three propagate fully. Measured with BenchmarkAtMostOne (medians of
// 3 runs on the shared 2-core machine, ms; counting is all models of
// n-queens, latin is the first model of 8 Latin-square completions):
//
//	              pairwise  ladder  product
//	count queens8      7.3    25.7     25.8
//	count queens9       71     236      294
//	latin6             8.5     8.8     10.3
//	latin10             50      55       58
//	latin12            189     110       99
//	latin14            232     234      211
//	latin16        392-630 272-490  292-336   (two runs)
//	latin20           1735    1307      946
//	latin24           4069    3752     2301
//
// Pairwise wins clearly up to 10; on Latin squares from 12 it loses to
// both others (1.3-1.7x), which are within noise of each other until about
// 20, where the product's fewer clauses win. On the puzzle types the
// balance differs: the magic hexagon's 19 values per cell and cells per
// value solved 1.2-1.5x faster pairwise than with the ladder (its
// README.md), and hidato chose pairwise up to 16. So pairwise runs up to
// 19, where those types use it, and the ladder is kept for a narrow band
// only when a caller forces it; the product takes over from 20.
const (
	pairwiseMax = 19
	productMin  = 20
)

// amoEncodings names the encodings that Model.amo may force.
var amoEncodings = []string{"pairwise", "ladder", "product"}

// atMostOne encodes at most one of lits by size, or by m.amo when set.
func (m *Model) atMostOne(lits []Lit) {
	enc := m.amo
	if enc == "" {
		switch n := len(lits); {
		case n <= pairwiseMax:
			enc = "pairwise"
		case n < productMin:
			enc = "ladder"
		default:
			enc = "product"
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
	m.atMostOne(rows)
	m.atMostOne(cols)
}
