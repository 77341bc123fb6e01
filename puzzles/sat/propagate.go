package sat

import "slices"

// Propagator answers many questions about one model that differ only in
// some literals asserted true (units): it runs unit propagation over the
// model's clauses and pseudo-boolean constraints, and builds solvers for
// the model with the units, simplified by what propagation fixed (a
// smaller problem is faster to build and to solve than the whole model
// with unit clauses). Propagation is sound: a conflict means the model
// with the units has no solution, and a value it fixes holds in every
// solution; it is not complete (no conflict does not mean a solution).
type Propagator struct {
	nvars   int
	falsum  bool
	clauses [][]Lit
	pbs     []pb
	occ     [][]int32 // occ[index(l)]: the constraints with literal l (clause i as i, pb i as -1-i)
	base    []int8    // the values the model alone fixes (0 unknown, 1 true, -1 false)
	nlits   int       // the variables and the clauses' literals, counted
	names   []string
}

// Values are the values propagation fixed, by variable.
type Values []int8

// Value returns l's value and whether it is fixed.
func (v Values) Value(l Lit) (val, fixed bool) {
	switch l {
	case True:
		return true, true
	case False:
		return false, true
	}
	x := v[l.Var()]
	if x == 0 {
		return false, false
	}
	return (x > 0) == (l > 0), true
}

// Propagator snapshots the model's constraints; constraints added to
// the model later are not seen.
func (m *Model) Propagator() *Propagator {
	p := &Propagator{nvars: len(m.names), falsum: m.falsum != "", clauses: slices.Clip(m.clauses), pbs: slices.Clip(m.pbs),
		names: slices.Clip(m.names)}
	p.occ = make([][]int32, 2*p.nvars+2)
	p.nlits = p.nvars
	for i, c := range p.clauses {
		p.nlits += len(c)
		for _, l := range c {
			p.occ[index(l)] = append(p.occ[index(l)], int32(i))
		}
	}
	for i, c := range p.pbs {
		for _, l := range c.lits {
			p.occ[index(l)] = append(p.occ[index(l)], int32(-1-i))
		}
	}
	p.base = make([]int8, p.nvars+1)
	if p.falsum {
		return p
	}
	r := p.run(p.base)
	for i := range p.clauses {
		r.check(i)
	}
	for i := range p.pbs {
		r.check(-1 - i)
	}
	if r.fixpoint() {
		p.base = r.vals
	} else {
		p.falsum = true
	}
	return p
}

// AddClause adds a clause to the propagator (not to its model): a lazy
// constraint every solution obeys, seen by later questions.
func (p *Propagator) AddClause(lits ...Lit) {
	c, taut := normClause(lits)
	if taut || p.falsum {
		return
	}
	for _, l := range c {
		if l.Var() > p.nvars {
			panic("sat: literal does not belong to this propagator's model")
		}
		p.occ[index(l)] = append(p.occ[index(l)], int32(len(p.clauses)))
	}
	p.clauses = append(p.clauses, c)
	p.nlits += len(c)
	r := p.run(p.base)
	r.check(len(p.clauses) - 1)
	if !r.fixpoint() {
		p.falsum = true
	}
}

func index(l Lit) int {
	if l > 0 {
		return 2 * int(l)
	}
	return 2*int(-l) + 1
}

// Propagate returns the values fixed by the model, the units and unit
// propagation; ok is false on a conflict (then there is no solution).
func (p *Propagator) Propagate(units []Lit) (vals Values, ok bool) {
	if p.falsum {
		return nil, false
	}
	r := p.run(slices.Clone(p.base))
	for _, l := range units {
		if !r.assign(l) {
			return nil, false
		}
	}
	if !r.fixpoint() {
		return nil, false
	}
	return r.vals, true
}

// Solver builds a solver for the model with units: the constraints
// simplified by the values propagation fixes, which stay as unit clauses.
func (p *Propagator) Solver(units []Lit) *Solver {
	vals, ok := p.Propagate(units)
	if !ok {
		return &Solver{nvars: p.nvars}
	}
	return p.simplified(vals).Solver()
}

// Find looks for a solution of the model with units by a short search:
// unit propagation, decisions in variable order taking each variable's
// value in phase first (false where phase is nil or short), and
// chronological backtracking, giving up after budget conflicts. It
// returns the solution's values by variable (index 0 unused), checked
// against every constraint, or nil: none found, which does not mean
// there is none.
func (p *Propagator) Find(units []Lit, phase []bool, budget int) []bool {
	r := p.run(nil)
	if r.vals, _ = p.Propagate(units); r.vals == nil {
		return nil
	}
	r.vals = slices.Clone(r.vals)
	type decision struct {
		lit     Lit
		trail   int
		flipped bool
	}
	var stack []decision
	next := 1
	for {
		for next <= p.nvars && r.vals[next] != 0 {
			next++
		}
		if next > p.nvars {
			return p.verified(r.vals)
		}
		l := Lit(next)
		if next >= len(phase) || !phase[next] {
			l = l.Not()
		}
		stack = append(stack, decision{lit: l, trail: len(r.queue)})
		r.assign(l)
		for !r.fixpoint() {
			if budget--; budget < 0 {
				return nil
			}
			for len(stack) > 0 && stack[len(stack)-1].flipped {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				return nil
			}
			d := &stack[len(stack)-1]
			r.undo(d.trail)
			d.flipped = true
			r.assign(d.lit.Not())
			next = 1
		}
	}
}

// undo takes back the literals made true after the first n.
func (r *propagation) undo(n int) {
	for _, l := range r.queue[n:] {
		r.vals[l.Var()] = 0
	}
	r.queue = r.queue[:n]
	r.head = n
	r.ok = true
}

// verified returns vals as a model when every constraint holds in it.
func (p *Propagator) verified(vals Values) []bool {
	model := make([]bool, p.nvars+1)
	for v := 1; v <= p.nvars; v++ {
		model[v] = vals[v] > 0
	}
	value := func(l Lit) bool { return model[l.Var()] == (l > 0) }
	for _, c := range p.clauses {
		if !slices.ContainsFunc(c, value) {
			return nil
		}
	}
	for _, c := range p.pbs {
		total := 0
		for i, l := range c.lits {
			if value(l) {
				total += c.weights[i]
			}
		}
		if total < c.atLeast {
			return nil
		}
	}
	return model
}

// simplifyClause appends to out the literals of c that are not false;
// sat is true when one is true (then out is as it was). After
// propagation without conflict, at least two are left.
func simplifyClause(out, c []Lit, vals Values) ([]Lit, bool) {
	n := len(out)
	for _, l := range c {
		val, fixed := vals.Value(l)
		switch {
		case fixed && val:
			return out[:n], true
		case !fixed:
			out = append(out, l)
		}
	}
	return out, false
}

// simplifyPB leaves out the fixed literals of c, lowering its bound by the
// weights of the true ones; sat is true when it holds whatever the rest.
func simplifyPB(c pb, vals Values) (out pb, sat bool) {
	out.atLeast = c.atLeast
	for i, l := range c.lits {
		val, fixed := vals.Value(l)
		switch {
		case fixed && val:
			out.atLeast -= c.weights[i]
		case !fixed:
			out.lits = append(out.lits, l)
			out.weights = append(out.weights, c.weights[i])
		}
	}
	return out, out.atLeast <= 0
}

// propagation is one run of unit propagation.
type propagation struct {
	p     *Propagator
	vals  Values
	queue []Lit // the literals made true, in order (the trail)
	head  int   // queue[:head] are propagated
	ok    bool
}

func (p *Propagator) run(vals Values) *propagation {
	return &propagation{p: p, vals: vals, ok: true}
}

// assign makes l true; it reports false when l is already false.
func (r *propagation) assign(l Lit) bool {
	switch l {
	case True:
		return true
	case False:
		r.ok = false
		return false
	}
	want := int8(1)
	if l < 0 {
		want = -1
	}
	v := l.Var()
	if r.vals[v] == 0 {
		r.vals[v] = want
		r.queue = append(r.queue, l)
		return true
	}
	if r.vals[v] != want {
		r.ok = false
	}
	return r.ok
}

// fixpoint propagates the queued literals; it reports false on a conflict.
func (r *propagation) fixpoint() bool {
	for ; r.ok && r.head < len(r.queue); r.head++ {
		for _, c := range r.p.occ[index(r.queue[r.head].Not())] {
			r.check(int(c))
			if !r.ok {
				break
			}
		}
	}
	return r.ok
}

// check looks at constraint i (see occ) and assigns what it forces.
func (r *propagation) check(i int) {
	if i >= 0 {
		r.checkClause(r.p.clauses[i])
		return
	}
	r.checkPB(r.p.pbs[-1-i])
}

func (r *propagation) checkClause(c []Lit) {
	var open Lit
	n := 0
	for _, l := range c {
		val, fixed := r.vals.Value(l)
		switch {
		case fixed && val:
			return
		case !fixed:
			open = l
			n++
		}
	}
	switch n {
	case 0:
		r.ok = false
	case 1:
		r.assign(open)
	}
}

func (r *propagation) checkPB(c pb) {
	slack := -c.atLeast
	for i, l := range c.lits {
		if val, fixed := r.vals.Value(l); !fixed || val {
			slack += c.weights[i]
		}
	}
	if slack < 0 {
		r.ok = false
		return
	}
	for i, l := range c.lits {
		if _, fixed := r.vals.Value(l); !fixed && c.weights[i] > slack {
			r.assign(l)
		}
	}
}

// ModelOf returns a solver whose last model is model (values by
// variable, index 0 unused), found elsewhere (by Find), so that a
// decoder can read it; it has no problem to solve (Solve reports false).
func ModelOf(model []bool) *Solver {
	return &Solver{nvars: len(model) - 1, model: model[1:]}
}
