//go:build !onetype

package sat

import "github.com/crillab/gophersat/solver"

// gophersat is gophersat's solver as an engine: the four calls this
// package makes of it.
type gophersat struct{ s *solver.Solver }

func (g gophersat) Solve() solver.Status          { return g.s.Solve() }
func (g gophersat) Model() []bool                 { return g.s.Model() }
func (g gophersat) AppendClause(c *solver.Clause) { g.s.AppendClause(c) }
func (g gophersat) Minimize() int                 { return g.s.Minimize() }
func (g gophersat) conflicts() int                { return g.s.Stats.NbConflicts }

// engine builds gophersat's solver over the model's constraints (and the
// cost to minimise, when it has literals); nil when the model is
// unsatisfiable before search.
func (m *Model) engine(cost pb) engine {
	prob := m.problem()
	if len(cost.lits) > 0 {
		prob.SetCostFunc(toLits(cost.lits), cost.weights)
	}
	if prob.Status == solver.Unsat {
		return nil
	}
	mu.Lock()
	defer mu.Unlock()
	return gophersat{solver.New(prob)}
}

// problem converts the model into a gophersat problem through its safe parsers only.
func (m *Model) problem() *solver.Problem {
	if len(m.pbs) == 0 {
		cnf := make([][]int, len(m.clauses))
		for i, c := range m.clauses {
			cnf[i] = ints(c)
		}
		return solver.ParseSliceNb(cnf, len(m.names))
	}
	cs := make([]solver.PBConstr, 0, len(m.clauses)+len(m.pbs)+1)
	// ParsePBConstrs sizes the problem by the largest variable it meets, even
	// in a constraint that always holds; this one declares every variable so
	// that clauses added later never meet an unknown one.
	if n := len(m.names); n > 0 {
		cs = append(cs, solver.PBConstr{Lits: []int{n}, AtLeast: 0})
	}
	for _, c := range m.clauses {
		cs = append(cs, solver.PropClause(ints(c)...))
	}
	for _, c := range m.pbs {
		w := append([]int(nil), c.weights...)
		cs = append(cs, solver.PBConstr{Lits: ints(c.lits), Weights: w, AtLeast: c.atLeast})
	}
	prob := solver.ParsePBConstrs(cs)
	if m.plain {
		plain(prob)
	}
	return prob
}

// plain makes the constraints of prob whose weights are all 1 (after
// ParsePBConstrs's simplification) gophersat's propositional clauses
// (at least 1) and cardinality constraints (at least k): ParsePBConstrs
// makes every constraint pseudo-boolean, propagated by summing all its
// literals each time a watched one is falsified, where a clause watches 2
// literals and a cardinality constraint k+1 (see Model.Plain).
func plain(prob *solver.Problem) {
	for i, c := range prob.Clauses {
		lits := make([]solver.Lit, c.Len())
		for j := range lits {
			if c.Weight(j) != 1 {
				lits = nil
				break
			}
			lits[j] = c.Get(j)
		}
		switch k := c.Cardinality(); {
		case lits == nil:
		case k == 1:
			prob.Clauses[i] = solver.NewClause(lits)
		default:
			prob.Clauses[i] = solver.NewCardClause(lits, k)
		}
	}
}
