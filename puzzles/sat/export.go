package sat

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/crillab/gophersat/solver"
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

// WriteSMT2 writes the model in SMT-LIB 2 (logic QF_LIA): one Bool per
// variable, clauses as disjunctions, weighted sums over (ite x w 0). Any
// SMT solver then finds the same models.
func (m *Model) WriteSMT2(w io.Writer) error {
	var b strings.Builder
	b.WriteString("; puzzlesat encoding\n(set-logic QF_LIA)\n")
	for i, name := range m.names {
		fmt.Fprintf(&b, "(declare-const x%d Bool) ; %s\n", i+1, strings.ReplaceAll(name, "\n", " "))
	}
	for _, c := range m.clauses {
		b.WriteString("(assert (or")
		for _, l := range c {
			b.WriteString(" " + smtLit(l))
		}
		b.WriteString("))\n")
	}
	for _, c := range m.pbs {
		b.WriteString("(assert (>= (+")
		for i, l := range c.lits {
			fmt.Fprintf(&b, " (ite %s %d 0)", smtLit(l), c.weights[i])
		}
		fmt.Fprintf(&b, " 0) %d))\n", c.atLeast)
	}
	if m.falsum != "" {
		fmt.Fprintf(&b, "; unsatisfiable before search: %s\n(assert false)\n", m.falsum)
	}
	b.WriteString("(check-sat)\n(get-model)\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func smtLit(l Lit) string {
	if l < 0 {
		return fmt.Sprintf("(not x%d)", -l)
	}
	return fmt.Sprintf("x%d", l)
}

// SolveExport solves a DIMACS CNF or OPB text (as written by WriteDIMACS or
// WriteOPB) from scratch and reports whether it is satisfiable: a check
// that an export means what the model means.
func SolveExport(text string, opb bool) (bool, error) {
	var prob *solver.Problem
	var err error
	if opb {
		prob, err = solver.ParseOPB(strings.NewReader(text))
	} else {
		prob, err = solver.ParseCNF(strings.NewReader(text))
	}
	if err != nil {
		return false, err
	}
	if prob.Status == solver.Unsat {
		return false, nil
	}
	mu.Lock()
	defer mu.Unlock()
	return solver.New(prob).Solve() == solver.Sat, nil
}
