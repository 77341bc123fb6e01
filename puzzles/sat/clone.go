package sat

import "slices"

// Clone returns a copy of the model that constraints can be added to
// without changing m: a model encoded once and asked many questions, each
// stated as unit clauses of a fresh copy (never as assumptions).
func (m *Model) Clone() *Model {
	c := *m
	c.names = slices.Clip(m.names)
	c.clauses = slices.Clip(m.clauses)
	c.pbs = slices.Clip(m.pbs)
	return &c
}
