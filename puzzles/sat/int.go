package sat

import (
	"fmt"
	"slices"
)

// Int is an integer variable over a finite set of values, in two
// encodings channelled to each other: one-hot (a literal "x = v" per value,
// exactly one true) and order (a literal "x >= v" per value but the
// smallest, each implying the one below). Equalities and all-different use
// the one-hot literals, comparisons, offsets and sums the order literals.
type Int struct {
	vals []int // the values, ascending
	eq   []Lit // eq[i]: x = vals[i]
	ge   []Lit // ge[i]: x >= vals[i]; ge[0] is True
}

// NewInt returns an integer variable with values lo..hi. With lo > hi it
// has no value and the model is unsatisfiable.
func (m *Model) NewInt(name string, lo, hi int) *Int {
	var vals []int
	for v := lo; v <= hi; v++ {
		vals = append(vals, v)
	}
	return m.NewIntIn(name, vals...)
}

// NewIntIn returns an integer variable taking one of values (in any
// order, repeats ignored).
func (m *Model) NewIntIn(name string, values ...int) *Int {
	vals := slices.Compact(slices.Sorted(slices.Values(values)))
	x := &Int{vals: vals, eq: make([]Lit, len(vals)), ge: make([]Lit, len(vals))}
	if len(vals) == 0 {
		m.fail("integer %s has no value", name)
		return x
	}
	x.ge[0] = True
	for i := 1; i < len(vals); i++ {
		x.ge[i] = m.NewVar(fmt.Sprintf("%s>=%d", name, vals[i]))
		if i > 1 {
			m.Implies(x.ge[i], x.ge[i-1])
		}
	}
	for i := range vals {
		if len(vals) == 1 {
			x.eq[i] = True
			break
		}
		x.eq[i] = m.NewVar(fmt.Sprintf("%s=%d", name, vals[i]))
		above := False
		if i+1 < len(vals) {
			above = x.ge[i+1]
		}
		m.Implies(x.eq[i], x.ge[i])
		m.Implies(x.eq[i], above.Not())
		m.Clause(x.ge[i].Not(), above, x.eq[i])
	}
	return x
}

// Values returns the values x may take, ascending.
func (x *Int) Values() []int { return slices.Clone(x.vals) }

// Min returns x's smallest value.
func (x *Int) Min() int { return x.vals[0] }

// Max returns x's largest value.
func (x *Int) Max() int { return x.vals[len(x.vals)-1] }

// Eq returns the literal "x = v" (False when v is not one of x's values).
func (x *Int) Eq(v int) Lit {
	if i, ok := slices.BinarySearch(x.vals, v); ok {
		return x.eq[i]
	}
	return False
}

// GE returns the literal "x >= v" (a constant when v is outside x's range).
func (x *Int) GE(v int) Lit {
	i, _ := slices.BinarySearch(x.vals, v)
	if i == len(x.vals) {
		return False
	}
	return x.ge[i]
}

// GT returns the literal "x > v".
func (x *Int) GT(v int) Lit { return x.GE(v + 1) }

// LE returns the literal "x <= v".
func (x *Int) LE(v int) Lit { return x.GE(v + 1).Not() }

// LT returns the literal "x < v".
func (x *Int) LT(v int) Lit { return x.GE(v).Not() }

// OneHot returns the literals "x = v", one per value, ascending.
func (x *Int) OneHot() []Lit { return slices.Clone(x.eq) }

// Value returns x's value in the solver's last model.
func (x *Int) Value(s *Solver) int {
	for i, l := range x.eq {
		if s.Value(l) {
			return x.vals[i]
		}
	}
	panic("sat: an integer with no value in the model")
}

// EqualPlus states x = y + c: x >= t exactly when y >= t-c, for every
// value t of x and of y+c (where the two step functions can change).
func (m *Model) EqualPlus(x, y *Int, c int) {
	ts := slices.Clone(x.vals)
	for _, v := range y.vals {
		ts = append(ts, v+c)
	}
	slices.Sort(ts)
	for _, t := range slices.Compact(ts) {
		m.Equiv(x.GE(t), y.GE(t-c))
	}
}

// Equal states x = y.
func (m *Model) Equal(x, y *Int) { m.EqualPlus(x, y, 0) }

// NotEqual states x != y.
func (m *Model) NotEqual(x, y *Int) {
	for _, v := range x.vals {
		m.Clause(x.Eq(v).Not(), y.Eq(v).Not())
	}
}

// LessEqPlus states x <= y + c: x >= t implies y >= t-c for each value t of x.
func (m *Model) LessEqPlus(x, y *Int, c int) {
	for _, t := range x.vals {
		m.Implies(x.GE(t), y.GE(t-c))
	}
}

// LessEq states x <= y.
func (m *Model) LessEq(x, y *Int) { m.LessEqPlus(x, y, 0) }

// Less states x < y.
func (m *Model) Less(x, y *Int) { m.LessEqPlus(x, y, -1) }

// AllDifferent states that no two of xs are equal: at most one of them
// takes each value, and exactly one when there are as many values as
// integers (which propagates better and allows the same models).
func (m *Model) AllDifferent(xs ...*Int) {
	var vals []int
	for _, x := range xs {
		vals = append(vals, x.vals...)
	}
	slices.Sort(vals)
	vals = slices.Compact(vals)
	for _, v := range vals {
		ls := make([]Lit, len(xs))
		for i, x := range xs {
			ls[i] = x.Eq(v)
		}
		if len(vals) == len(xs) {
			m.ExactlyOne(ls...)
		} else {
			m.AtMostOne(ls...)
		}
	}
}

// LinearGE states sum(coefs[i]*xs[i]) >= k, as one pseudo-boolean
// constraint over the order literals: x = min + sum over the values v
// above it of (v - the value below v) * "x >= v".
func (m *Model) LinearGE(coefs []int, xs []*Int, k int) {
	m.SumGE(m.linear(coefs, xs, &k), k)
}

// LinearLE states sum(coefs[i]*xs[i]) <= k.
func (m *Model) LinearLE(coefs []int, xs []*Int, k int) {
	m.SumLE(m.linear(coefs, xs, &k), k)
}

// LinearEq states sum(coefs[i]*xs[i]) = k.
func (m *Model) LinearEq(coefs []int, xs []*Int, k int) {
	m.SumEq(m.linear(coefs, xs, &k), k)
}

// linear returns the terms of sum(coefs[i]*xs[i]) over the order literals,
// moving the constant part out of *k.
func (m *Model) linear(coefs []int, xs []*Int, k *int) []Term {
	if len(coefs) != len(xs) {
		panic(fmt.Sprintf("sat: linear sum with %d coefficients and %d integers", len(coefs), len(xs)))
	}
	var ts []Term
	for i, x := range xs {
		if len(x.vals) == 0 {
			continue // the model is already unsatisfiable
		}
		*k -= coefs[i] * x.vals[0]
		for j := 1; j < len(x.vals); j++ {
			ts = append(ts, Term{x.ge[j], coefs[i] * (x.vals[j] - x.vals[j-1])})
		}
	}
	return ts
}
