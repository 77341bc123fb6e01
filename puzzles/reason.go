package puzzles

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Progress is called after each solver call of a long computation with the
// number of solves so far. It may be nil.
type Progress func(solves int)

// Deduction is what holds in every solution.
type Deduction struct {
	Status  Status
	Reason  string
	Partial Answer    // the forced part; nil unless solved and the decoder supports it
	Forced  int       // answer variables with the same value in every solution
	Total   int       // answer variables
	Facts   []sat.Lit // the forced literals, in the order of Decoder.Vars
	Stats   Stats
}

// Deduce finds the answer variables forced in every solution: solve once,
// then repeatedly ask for a solution that differs from the common part in
// at least one variable, shrinking the common part, until none exists.
// Each question is a clause appended to the same solver (sound because
// every new clause implies the earlier ones), never an assumption.
func Deduce(inst Instance, progress Progress) (*Deduction, error) {
	start := time.Now()
	d := &Deduction{}
	defer func() { d.Stats.Millis = float64(time.Since(start).Microseconds()) / 1000 }()
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	d.Stats.Variables, d.Stats.Clauses = m.NumVars(), m.NumConstraints()
	if imp := (*Impossible)(nil); errors.As(err, &imp) {
		d.Status, d.Reason = Unsat, imp.Reason
		return d, nil
	}
	if err != nil {
		return nil, err
	}
	vars := dec.Vars()
	d.Total = len(vars)
	common, err := commonPart(m, inst, dec, &d.Stats, progress)
	if err != nil {
		return nil, err
	}
	if common == nil {
		d.Status, d.Reason = Unsat, m.Trivial()
		return d, nil
	}
	d.Status, d.Forced = Solved, len(common)
	for _, l := range vars {
		if v, ok := common[l.Var()]; ok {
			if v {
				d.Facts = append(d.Facts, sat.Lit(l.Var()))
			} else {
				d.Facts = append(d.Facts, sat.Lit(-l.Var()))
			}
		}
	}
	d.Partial = dec.DecodePartial(func(l sat.Lit) (bool, bool) {
		v, ok := common[l.Var()]
		return v == (l > 0), ok
	})
	return d, nil
}

// commonPart returns variable -> value for the answer variables that agree
// in every solution, or nil when there is no solution.
func commonPart(m *sat.Model, inst Instance, dec Decoder, stats *Stats, progress Progress) (map[int]bool, error) {
	if m.Trivial() != "" {
		return nil, nil
	}
	s := m.Solver()
	var common map[int]bool
	for {
		a, err := Next(s, inst, dec, stats)
		if progress != nil {
			progress(stats.Solves)
		}
		if err != nil {
			return nil, err
		}
		if a == nil {
			return common, nil
		}
		common = intersect(common, s, dec.Vars())
		if len(common) == 0 {
			return common, nil
		}
		s.AddClause(differ(common)...)
	}
}

func intersect(common map[int]bool, s *sat.Solver, vars []sat.Lit) map[int]bool {
	if common == nil {
		common = make(map[int]bool, len(vars))
		for _, l := range vars {
			common[l.Var()] = s.Value(sat.Lit(l.Var()))
		}
		return common
	}
	for v, val := range common {
		if s.Value(sat.Lit(v)) != val {
			delete(common, v)
		}
	}
	return common
}

// differ is the clause "some variable of common takes the other value".
func differ(common map[int]bool) []sat.Lit {
	c := make([]sat.Lit, 0, len(common))
	for v, val := range common {
		if val {
			c = append(c, sat.Lit(-v))
		} else {
			c = append(c, sat.Lit(v))
		}
	}
	return c
}

// Explanation says why a puzzle has no solution.
type Explanation struct {
	Status   Status // Unsat, or Solved when the puzzle has a solution after all
	Reason   string
	Detail   string // a reason found before search, about the whole puzzle
	Conflict []Clue // a minimal set of clues that cannot all hold
	Stats    Stats
}

// Explain finds a minimal set of clues that already has no solution, by
// deletion: drop each clue in turn and keep it dropped when the rest still
// has no solution. A reason found before search (arithmetic, structure) is
// kept as the explanation's Detail (or its Reason when there are no clues).
func Explain(inst Instance, progress Progress) (*Explanation, error) {
	start := time.Now()
	e := &Explanation{}
	defer func() { e.Stats.Millis = float64(time.Since(start).Microseconds()) / 1000 }()
	res, err := Solve(inst, 1)
	if err != nil {
		return nil, err
	}
	e.Stats.Solves, e.Stats.Variables, e.Stats.Clauses = res.Stats.Solves, res.Stats.Variables, res.Stats.Clauses
	if res.Status == Solved {
		e.Status = Solved
		return e, nil
	}
	e.Status, e.Reason = Unsat, res.Reason
	reason, looser, err := ruleReason(inst, &e.Stats)
	if err != nil || reason != "" {
		e.Detail, e.Reason = e.Reason, reason
		return e, err
	}
	if looser != nil {
		// Unsolvable under the looser rule too: blame clues there, where
		// dropping every clue leaves a solvable puzzle.
		inst = looser
	}
	clues := inst.Clues()
	if len(clues) == 0 {
		return e, nil
	}
	order := make([]int, len(clues))
	for i := range order {
		order[i] = i
	}
	dropped, err := Shrink(order, suspects(inst, clues, res.Blamed, &e.Stats), func(trial []int) (bool, error) {
		unsat, err := stillUnsat(inst.Without(trial), &e.Stats)
		if progress != nil {
			progress(e.Stats.Solves)
		}
		return unsat, err
	})
	if err != nil {
		return nil, err
	}
	gone := map[int]bool{}
	for _, i := range dropped {
		gone[i] = true
	}
	for i, c := range clues {
		if !gone[i] {
			e.Conflict = append(e.Conflict, c)
		}
	}
	e.Detail = e.Reason // the whole puzzle's reason, found before search
	e.Reason = fmt.Sprintf("these %d clues cannot all hold", len(e.Conflict))
	if len(e.Conflict) == 1 {
		e.Reason = "this clue cannot hold"
	}
	return e, nil
}

// ruleReason says "the fill rule rules it out (it has a solution under
// classic)" when inst's rule is what leaves it without solution: the
// puzzle under its looser rule (see Relaxer) has one. When the looser
// puzzle has no solution either, it returns that puzzle instead, for the
// clues to be examined under it; both are empty without a looser rule.
func ruleReason(inst Instance, stats *Stats) (string, Instance, error) {
	r, ok := inst.(Relaxer)
	if !ok {
		return "", nil, nil
	}
	relaxed, rule, looser, ok := r.Relax()
	if !ok {
		return "", nil, nil
	}
	res, err := Solve(relaxed, 1)
	if IsInternal(err) {
		return "", nil, err
	}
	if err != nil {
		return "", nil, nil
	}
	stats.Solves += res.Stats.Solves
	if res.Status != Solved {
		return "", relaxed, nil
	}
	return fmt.Sprintf("the %s rule rules it out (it has a solution under %s)", rule, looser), nil, nil
}

// suspects returns the clues to drop at once when the clues a pre-search
// reason blames already have no solution on their own: then only those are
// examined one by one, which is quick and gives the clearest explanation.
func suspects(inst Instance, clues []Clue, blamed [][2]int, stats *Stats) []int {
	if len(blamed) == 0 {
		return nil
	}
	var others []int
	for i, c := range clues {
		if !slices.Contains(blamed, c.Cell) {
			others = append(others, i)
		}
	}
	if unsat, err := stillUnsat(inst.Without(others), stats); err != nil || !unsat {
		return nil
	}
	return others
}

// stillUnsat reports whether inst has no solution; invalid puzzles count as
// not unsatisfiable (the clue is needed to make the puzzle well-formed). A
// witness that passes Check answers without the solver.
func stillUnsat(inst Instance, stats *Stats) (bool, error) {
	if w, ok := inst.(Witnesser); ok {
		if a := w.Witness(); a != nil && inst.Check(a) == nil {
			return false, nil
		}
	}
	res, err := Solve(inst, 1)
	if IsInternal(err) {
		return false, err
	}
	if err != nil {
		return false, nil
	}
	stats.Solves += res.Stats.Solves
	return res.Status == Unsat, nil
}

// Encoding returns the puzzle's SAT model, for export. A puzzle found
// impossible before search exports what its encoding had stated by then
// plus the contradiction (an empty clause carrying the reason), so that
// every solver reports it unsatisfiable.
func Encoding(inst Instance) (*sat.Model, error) {
	m := sat.NewModel()
	_, err := inst.Encode(m)
	if imp := (*Impossible)(nil); errors.As(err, &imp) {
		m.Contradict(imp.Reason)
		return m, nil
	}
	if err != nil {
		return nil, err
	}
	return m, nil
}

// Witnesser is implemented by instances that can sometimes find a solution
// quickly without the solver, by a bounded search. Witness returns nil when
// it finds none (which proves nothing). Explain uses it to show that a clue
// is needed (the rest has a solution) when the answer passes Check; the
// solver still proves every "no solution".
type Witnesser interface {
	Witness() Answer
}
