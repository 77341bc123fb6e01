package sat

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// ErrNotCNF is returned by WriteDIMACS for models with pseudo-boolean constraints.
var ErrNotCNF = errors.New("sat: the model has pseudo-boolean constraints; export it as OPB")

// WriteDIMACS writes the model as DIMACS CNF with a comment line naming each variable.
func (m *Model) WriteDIMACS(w io.Writer) error {
	if len(m.pbs) > 0 {
		return ErrNotCNF
	}
	var b strings.Builder
	m.writeNames(&b, "c")
	n := len(m.clauses)
	if m.falsum != "" {
		fmt.Fprintf(&b, "c unsatisfiable before search: %s\n", m.falsum)
		n++
	}
	fmt.Fprintf(&b, "p cnf %d %d\n", len(m.names), n)
	for _, c := range m.clauses {
		for _, l := range c {
			fmt.Fprintf(&b, "%d ", l)
		}
		b.WriteString("0\n")
	}
	if m.falsum != "" {
		b.WriteString("0\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (m *Model) writeNames(b *strings.Builder, comment string) {
	for i, name := range m.names {
		fmt.Fprintf(b, "%s var %d %s\n", comment, i+1, name)
	}
}

// WriteOPB writes the model in the OPB pseudo-boolean format (negated
// literals are rewritten with negative coefficients).
func (m *Model) WriteOPB(w io.Writer) error {
	var b strings.Builder
	n := len(m.clauses) + len(m.pbs)
	if m.falsum != "" {
		n++
	}
	fmt.Fprintf(&b, "* #variable= %d #constraint= %d\n", len(m.names), n)
	m.writeNames(&b, "*")
	for _, c := range m.clauses {
		writeOPBLine(&b, c, nil, 1)
	}
	for _, c := range m.pbs {
		writeOPBLine(&b, c.lits, c.weights, c.atLeast)
	}
	if m.falsum != "" {
		fmt.Fprintf(&b, "* unsatisfiable before search: %s\n0 >= 1 ;\n", m.falsum)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeOPBLine(b *strings.Builder, lits []Lit, weights []int, atLeast int) {
	for i, l := range lits {
		w := 1
		if weights != nil {
			w = weights[i]
		}
		if l < 0 { // w*(1-x)
			atLeast -= w
			fmt.Fprintf(b, "-%d x%d ", w, -l)
		} else {
			fmt.Fprintf(b, "+%d x%d ", w, l)
		}
	}
	fmt.Fprintf(b, ">= %d ;\n", atLeast)
}
