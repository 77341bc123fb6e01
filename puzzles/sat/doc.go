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
// AppendClause and Minimize (and, for a model marked Plain, NewClause and
// NewCardClause over ParsePBConstrs's simplified constraints), serialises every call into gophersat (it keeps
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
//
// # Constants
//
// True and False are literals like any other: pass them where a literal
// is known in advance (a given cell, a move that must be used) instead of
// making a variable for it. They are folded when the constraint is added,
// so they cost nothing and never appear in the solver or in an export;
// Solver.Value(True) is true.
//
// # Cardinality
//
// AtMostOne and ExactlyOne pick their encoding by size, the same for every
// caller (amo.go has the thresholds and the measurements behind them).
// AtMost, AtLeast and Exactly take any k; AtMostIf and AtLeastIf hold only
// when their condition literals do (a cell's degree "two, or one at an
// end of the path").
//
// # Integers
//
// NewInt(name, lo, hi) and NewIntIn(name, values...) make an integer in the
// one-hot and the order encoding at once. x.Eq(v), x.GE(v), x.LE(v), x.LT(v)
// and x.GT(v) are literals (constants outside the domain), so they mix with
// every boolean constraint. Between integers: Equal, NotEqual, Less,
// LessEq, EqualPlus (x = y + c), LessEqPlus (x <= y + c) and AllDifferent;
// LinearEq, LinearLE and LinearGE state sums of a_i*x_i as one
// pseudo-boolean constraint over the order literals. x.Value(s) decodes.
//
//	x, y := m.NewInt("x", 1, 9), m.NewInt("y", 1, 9)
//	m.AllDifferent(x, y)
//	m.LinearEq([]int{1, 2}, []*sat.Int{x, y}, 10)
//	m.Implies(x.GE(5), y.Eq(2))
//
// # Tables
//
// Table(vars, allowed) keeps vars to one of the allowed tuples. Up to six
// variables the clauses are the prime ones, pruned so that unit
// propagation still finds everything the table implies; larger tables
// forbid each way out of the trie of allowed tuples.
package sat
