package sat

import (
	"sync"

	"github.com/crillab/gophersat/solver"
)

// gophersat keeps package-level buffers, so two solvers must never run at once.
var mu sync.Mutex

// Solver solves a snapshot of a Model. Clauses added to the Model after the
// Solver was made are not seen; add them with AddClause instead.
type Solver struct {
	nvars int
	s     engine // nil when the model is unsatisfiable before search
	model []bool // the last model found, indexed by variable-1
}

// Solver builds a solver over the model's current constraints.
func (m *Model) Solver() *Solver {
	return m.newSolver(pb{})
}

// newSolver builds a solver; a cost with literals makes it an optimisation problem.
func (m *Model) newSolver(cost pb) *Solver {
	out := &Solver{nvars: len(m.names)}
	if m.falsum != "" {
		return out
	}
	out.s = m.engine(cost)
	return out
}

// engine is the SAT solver a Solver drives: gophersat's, wrapped by
// (*Model).engine (engine_gophersat.go), or, in a module built to solve
// nothing, none (engine_none.go).
type engine interface {
	Solve() solver.Status
	Model() []bool
	AppendClause(*solver.Clause)
	Minimize() int
	conflicts() int
}

func ints(lits []Lit) []int {
	out := make([]int, len(lits))
	for i, l := range lits {
		out[i] = int(l)
	}
	return out
}

func toLits(lits []Lit) []solver.Lit {
	out := make([]solver.Lit, len(lits))
	for i, l := range lits {
		out[i] = solver.IntToLit(int32(l))
	}
	return out
}

// Solve searches for a model satisfying every constraint and every clause
// added so far. It reports whether one exists; Value reads it.
func (s *Solver) Solve() bool {
	s.model = nil
	if s.s == nil {
		return false
	}
	mu.Lock()
	defer mu.Unlock()
	if s.s.Solve() != solver.Sat {
		return false
	}
	s.model = s.s.Model()
	return true
}

// Value returns l's value in the last model found (True and False have
// theirs always). It panics if the last Solve found none.
func (s *Solver) Value(l Lit) bool {
	switch l {
	case True:
		return true
	case False:
		return false
	}
	if s.model == nil {
		panic("sat: Value without a model")
	}
	v := l.Var() - 1
	val := v < len(s.model) && s.model[v] // a variable in no constraint is false
	return val == (l > 0)
}

// Values returns the values of lits in the last model.
func (s *Solver) Values(lits []Lit) []bool {
	out := make([]bool, len(lits))
	for i, l := range lits {
		out[i] = s.Value(l)
	}
	return out
}

// AddClause adds a clause to this solver (not to its model): a lazy
// constraint or a blocking clause. Literals must belong to the model.
func (s *Solver) AddClause(lits ...Lit) {
	for _, l := range lits {
		if l == 0 || l.Var() > s.nvars && !l.IsConst() {
			panic("sat: literal does not belong to this solver's model")
		}
	}
	c, taut := normClause(lits)
	if taut || s.s == nil {
		return
	}
	if len(c) == 0 { // every literal False: no model is left
		s.s = nil
		return
	}
	mu.Lock()
	defer mu.Unlock()
	s.s.AppendClause(solver.NewClause(toLits(c)))
}

// Block adds a clause forbidding the last model's values on lits: the next
// model differs from the last in at least one of them.
func (s *Solver) Block(lits []Lit) {
	c := make([]Lit, len(lits))
	for i, l := range lits {
		if s.Value(l) {
			c[i] = l.Not()
		} else {
			c[i] = l
		}
	}
	s.AddClause(c...)
}

// Count counts the distinct assignments of over that extend to a model,
// stopping at limit. complete is true when n is the exact count.
func (m *Model) Count(over []Lit, limit int) (n int, complete bool) {
	s := m.Solver()
	for n < limit {
		if !s.Solve() {
			return n, true
		}
		n++
		s.Block(over)
	}
	return n, !s.Solve()
}

// Minimize finds a model with the smallest sum(weight*lit) and proves it
// minimal. ok is false when the model is unsatisfiable. The returned solver
// holds the optimal model.
func (m *Model) Minimize(cost []Term) (s *Solver, best int, ok bool) {
	// normPB moves constants into atLeast: sum(cost) = sum(c) - c.atLeast.
	c, _ := normPB(cost, 0)
	offset := -c.atLeast
	s = m.newSolver(c)
	if s.s == nil {
		return s, 0, false
	}
	mu.Lock()
	got := s.s.Minimize()
	if got >= 0 {
		s.model = s.s.Model()
	}
	mu.Unlock()
	if got < 0 {
		return s, 0, false
	}
	if len(c.lits) == 0 {
		// gophersat does not treat a cost without terms as optimisation; the
		// model it found is any model.
		return s, offset, true
	}
	return s, got + offset, true
}

// Conflicts returns how many conflicts the solver's searches have met so
// far: a measure of their work that, unlike time, does not depend on the
// machine or its load.
func (s *Solver) Conflicts() int {
	if s.s == nil {
		return 0
	}
	return s.s.conflicts()
}
