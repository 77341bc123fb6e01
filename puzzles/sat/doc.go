// Package sat is puzzlesat's modelling layer and the only importer of
// github.com/crillab/gophersat.
//
// A Model allocates named boolean variables and collects constraints over
// their literals: clauses, implications, cardinality constraints
// (AtMostOne, ExactlyOne, AtLeast, AtMost, Exactly), weighted sums and
// parity (XOR). A Solver built from a Model answers satisfiability, returns
// models, takes extra clauses between solves (for lazy constraints and for
// counting by blocking clauses) and minimises weighted sums.
//
// gophersat v1.4.0 has API paths that return wrong answers (ParseCardConstrs
// with unit clauses, CountModels, Enumerate, Assume, the cutting-planes
// option). This package uses only ParseSliceNb, ParsePBConstrs, Solve,
// AppendClause and Minimize, serialises every call into gophersat (it keeps
// package-level buffers), and is checked against brute force in its tests.
//
// A typical use:
//
//	m := sat.NewModel()
//	a, b, c := m.NewVar("a"), m.NewVar("b"), m.NewVar("c")
//	m.ExactlyOne(a, b, c)
//	m.Clause(a.Not(), c)
//	s := m.Solver()
//	if s.Solve() {
//		fmt.Println(s.Value(a), s.Value(b), s.Value(c))
//	}
package sat
