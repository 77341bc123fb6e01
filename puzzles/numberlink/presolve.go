package numberlink

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Presolve implements puzzles.Presolver under the classic rule, where the
// search over all classic solutions is slow (empty cells leave the solver
// little to propagate). A fill notouch answer is a classic answer, with or
// without notouch, and uses every cell; it comes first. The search for a
// second answer tries small reroutings of it (nearby.go), then keeps only
// reduced solutions (reduced.go), which is sound because no other
// solution reduces to one that uses every cell.
// Beyond two answers, the search is over all classic solutions, with the
// two found blocked. Without a fill answer it leaves the search to Solve.
func (p *Puzzle) Presolve(limit int, first func(puzzles.Answer)) ([]puzzles.Answer, bool, bool, error) {
	if p.Rule != Classic || p.validate() != nil {
		return nil, false, false, nil
	}
	q := p.clone()
	q.Rule, q.NoTouch = Fill, true
	a, fillVals, err := q.solveOne(false, nil)
	if err != nil || a == nil {
		return nil, false, false, err
	}
	first(a)
	answers := []puzzles.Answer{a}
	b, vals, err := p.second(a.(*Answer), fillVals)
	if err != nil {
		return nil, false, false, err
	}
	if b == nil {
		return answers, true, true, nil
	}
	if limit == 1 {
		return answers, false, true, nil
	}
	answers = append(answers, b)
	m := sat.NewModel()
	e, err := p.encode(m, false)
	if err != nil {
		return nil, false, false, err
	}
	s := m.Solver()
	for _, v := range [][]bool{fillVals, vals} {
		s.AddClause(differ(e.Vars(), v)...)
	}
	var st puzzles.Stats
	for {
		c, err := puzzles.Next(s, p, e, &st)
		if err != nil {
			return nil, false, false, err
		}
		if c == nil {
			return answers, true, true, nil
		}
		if len(answers) == limit {
			return answers, false, true, nil
		}
		answers = append(answers, c)
		s.Block(e.Vars())
	}
}

// second returns a second answer, other than first (a fill answer with
// edge values vals), and its edge values, or nil when there is none: a
// quick try near the first (nearby.go), then the search over reduced
// solutions.
func (p *Puzzle) second(first *Answer, vals []bool) (puzzles.Answer, []bool, error) {
	b, bVals, err := p.nearby(first, vals)
	if err != nil || b != nil {
		return b, bVals, err
	}
	return p.solveOne(true, [][]bool{vals})
}

// solveOne returns a first answer (nil when there is none) and its edge
// values, in the reduced solutions when reduced is set, other than the
// solutions whose edge values are in not.
func (p *Puzzle) solveOne(reduced bool, not [][]bool) (puzzles.Answer, []bool, error) {
	m := sat.NewModel()
	e, err := p.encode(m, reduced)
	if err != nil || m.Trivial() != "" {
		return nil, nil, nil // Solve reports it from Encode's own model
	}
	s := m.Solver()
	for _, v := range not {
		s.AddClause(differ(e.Vars(), v)...)
	}
	var st puzzles.Stats
	a, err := puzzles.Next(s, p, e, &st)
	if err != nil || a == nil {
		return nil, nil, err
	}
	return a, s.Values(e.Vars()), nil
}

// differ is the clause that lits do not all take the values vals.
func differ(lits []sat.Lit, vals []bool) []sat.Lit {
	out := make([]sat.Lit, len(lits))
	for i, l := range lits {
		out[i] = l
		if vals[i] {
			out[i] = l.Not()
		}
	}
	return out
}
