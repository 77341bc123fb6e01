package sat

import (
	"fmt"
	"math/rand"
	"testing"
)

// intSpec is an integer constraint kept in plain form for brute force.
type intSpec struct {
	kind  string // eq, le, ge, equal, notequal, plus, leplus, less, alldiff, lin=, lin<=, lin>=
	xs    []int  // indices of the integers
	coefs []int
	c     int
}

var intKinds = []string{"eq", "le", "ge", "equal", "notequal", "plus", "leplus", "less", "alldiff", "lin=", "lin<=", "lin>="}

func (c intSpec) holds(v []int) bool {
	a, b := v[c.xs[0]], v[c.xs[len(c.xs)-1]]
	switch c.kind {
	case "eq":
		return a == c.c
	case "le":
		return a <= c.c
	case "ge":
		return a >= c.c
	case "equal":
		return a == b
	case "notequal":
		return a != b
	case "plus":
		return a == b+c.c
	case "leplus":
		return a <= b+c.c
	case "less":
		return a < b
	case "alldiff":
		seen := map[int]bool{}
		for _, i := range c.xs {
			if seen[v[i]] {
				return false
			}
			seen[v[i]] = true
		}
		return true
	}
	s := 0
	for j, i := range c.xs {
		s += c.coefs[j] * v[i]
	}
	switch c.kind {
	case "lin=":
		return s == c.c
	case "lin<=":
		return s <= c.c
	}
	return s >= c.c
}

func (c intSpec) add(m *Model, ints []*Int) {
	x, y := ints[c.xs[0]], ints[c.xs[len(c.xs)-1]]
	var sel []*Int
	for _, i := range c.xs {
		sel = append(sel, ints[i])
	}
	switch c.kind {
	case "eq":
		m.Unit(x.Eq(c.c))
	case "le":
		m.Unit(x.LE(c.c))
	case "ge":
		m.Unit(x.GE(c.c))
	case "equal":
		m.Equal(x, y)
	case "notequal":
		m.NotEqual(x, y)
	case "plus":
		m.EqualPlus(x, y, c.c)
	case "leplus":
		m.LessEqPlus(x, y, c.c)
	case "less":
		m.Less(x, y)
	case "alldiff":
		m.AllDifferent(sel...)
	case "lin=":
		m.LinearEq(c.coefs, sel, c.c)
	case "lin<=":
		m.LinearLE(c.coefs, sel, c.c)
	case "lin>=":
		m.LinearGE(c.coefs, sel, c.c)
	}
}

// randomDomain returns an interval of 1 to 4 values or a set of up to 4.
func randomDomain(r *rand.Rand) []int {
	lo := r.Intn(5) - 2
	if r.Intn(3) == 0 {
		var vals []int
		for range 1 + r.Intn(4) {
			vals = append(vals, r.Intn(9)-4)
		}
		return vals
	}
	var vals []int
	for v := lo; v < lo+1+r.Intn(4); v++ {
		vals = append(vals, v)
	}
	return vals
}

func TestIntsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	sat := 0
	defer func() {
		if sat < 100 || sat > 500 {
			t.Errorf("unbalanced: %d of 600 formulas satisfiable", sat)
		}
	}()
	for f := 0; f < 600; f++ {
		m := NewModel()
		var ints []*Int
		var over []Lit
		for i := range 1 + r.Intn(3) {
			x := m.NewIntIn(fmt.Sprintf("x%d", i), randomDomain(r)...)
			ints = append(ints, x)
			over = append(over, x.OneHot()...)
		}
		var specs []intSpec
		for range 1 + r.Intn(3) {
			c := intSpec{kind: intKinds[r.Intn(len(intKinds))], c: r.Intn(9) - 4}
			for range 1 + r.Intn(len(ints)) {
				c.xs = append(c.xs, r.Intn(len(ints)))
				c.coefs = append(c.coefs, r.Intn(7)-3)
			}
			c.add(m, ints)
			specs = append(specs, c)
		}
		want := 0
		eachTuple(ints, func(v []int) {
			for _, c := range specs {
				if !c.holds(v) {
					return
				}
			}
			want++
		})
		desc := fmt.Sprintf("formula %d: %+v over %v", f, specs, domains(ints))
		if got, complete := m.Count(over, 1000); got != want || !complete {
			t.Fatalf("%s: Count = %d, want %d", desc, got, want)
		}
		if s := m.Solver(); s.Solve() {
			sat++
			v := make([]int, len(ints))
			for i, x := range ints {
				v[i] = x.Value(s)
			}
			for _, c := range specs {
				if !c.holds(v) {
					t.Fatalf("%s: model %v violates %+v", desc, v, c)
				}
			}
		}
	}
}

func domains(ints []*Int) [][]int {
	var out [][]int
	for _, x := range ints {
		out = append(out, x.Values())
	}
	return out
}

// eachTuple calls f with every assignment of values to ints.
func eachTuple(ints []*Int, f func([]int)) {
	v := make([]int, len(ints))
	var rec func(i int)
	rec = func(i int) {
		if i == len(ints) {
			f(v)
			return
		}
		for _, val := range ints[i].Values() {
			v[i] = val
			rec(i + 1)
		}
	}
	rec(0)
}
