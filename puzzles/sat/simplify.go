package sat

// Simplify propagates the model's unit clauses and rewrites its
// constraints by what they fix: each fixed variable a unit clause, the
// other constraints without their fixed literals, the satisfied ones
// dropped. The model keeps its solutions. gophersat's parser does the
// same, but passes over every clause again for each round of units it
// derives, which on a board of many givens costs more than the search
// (noqx's 12x12 Heyawake: 33 → 21 CPU ms to solve and prove unique). A
// conflict makes the model unsatisfiable.
func (m *Model) Simplify() {
	if m.falsum != "" {
		return
	}
	p := m.Propagator()
	vals, ok := p.Propagate(nil)
	if !ok {
		m.fail("unit propagation meets a conflict")
		return
	}
	s := p.simplified(vals)
	m.clauses, m.pbs = s.clauses, s.pbs
}

// simplified is the model of p's constraints simplified by vals, a
// propagation without conflict, each fixed variable a unit clause.
func (p *Propagator) simplified(vals Values) *Model {
	m := &Model{names: p.names}
	lits := make([]Lit, 0, p.nlits) // one backing array for every clause's literals
	sat := false
	for v := 1; v <= p.nvars; v++ {
		if vals[v] != 0 {
			lits = append(lits, Lit(int(vals[v])*v))
			m.clauses = append(m.clauses, lits[len(lits)-1:])
		}
	}
	for _, c := range p.clauses {
		start := len(lits)
		if lits, sat = simplifyClause(lits, c, vals); !sat {
			m.clauses = append(m.clauses, lits[start:])
		}
	}
	for _, c := range p.pbs {
		if c, sat := simplifyPB(c, vals); !sat {
			m.pbs = append(m.pbs, c)
		}
	}
	return m
}
