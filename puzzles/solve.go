package puzzles

import (
	"errors"
	"fmt"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// Status is the outcome of a solve.
type Status string

// Outcomes.
const (
	Solved  Status = "solved"
	Unsat   Status = "unsat"
	Invalid Status = "invalid"
)

// Stats describe the work a solve did.
type Stats struct {
	Variables int     `json:"variables"`
	Clauses   int     `json:"clauses"`
	Solves    int     `json:"solves"`
	Millis    float64 `json:"millis"`
}

// Result is what Solve found.
type Result struct {
	Status  Status
	Answers []Answer // distinct solutions, at most the limit asked for
	// Complete is true when len(Answers) is the exact number of solutions.
	Complete bool
	Reason   string   // why there is no solution, when known before search
	Blamed   [][2]int // the cells of the clues that Reason blames, if known
	Stats    Stats
}

// Unique reports a proven unique solution.
func (r *Result) Unique() bool { return r.Complete && len(r.Answers) == 1 }

// InternalError marks a decoded answer that failed its own rule check: a bug
// in an encoding, never an answer to show.
type InternalError struct{ Err error }

func (e *InternalError) Error() string {
	return "internal error: the solver's answer breaks the rules (" + e.Err.Error() + ")"
}

func (e *InternalError) Unwrap() error { return e.Err }

// IsInternal reports whether err is (or wraps) an *InternalError.
func IsInternal(err error) bool {
	var internal *InternalError
	return errors.As(err, &internal)
}

// DefaultLimit is how many solutions to count when the person asked for n:
// at least the instance's own Report().CountLimit, if it has one.
func DefaultLimit(inst Instance, n int) int {
	return max(n, ReportOf(inst).CountLimit, 1)
}

// ReportOf returns inst's Report, or the zero Report.
func ReportOf(inst Instance) Report {
	if r, ok := inst.(Reporter); ok {
		return r.Report()
	}
	return Report{}
}

// Solve finds up to limit distinct solutions (limit >= 1). It returns an
// error for invalid puzzles and an *InternalError when an answer fails Check.
func Solve(inst Instance, limit int) (*Result, error) { return SolveWatching(inst, limit, nil) }

// SolveWatching is Solve that, when first is not nil and limit > 1, calls
// first with the result so far (Complete false) as soon as the first
// answer is found, for a front end to show while counting goes on.
func SolveWatching(inst Instance, limit int, first func(*Result)) (*Result, error) {
	start := time.Now()
	res := &Result{}
	elapsed := func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	defer func() { res.Stats.Millis = elapsed() }()
	m := sat.NewModel()
	dec, err := inst.Encode(m)
	res.Stats.Variables, res.Stats.Clauses = m.NumVars(), m.NumConstraints()
	if imp := (*Impossible)(nil); errors.As(err, &imp) {
		res.Status, res.Reason, res.Complete, res.Blamed = Unsat, imp.Reason, true, imp.Cells
		return res, nil
	}
	if err != nil {
		return nil, err
	}
	if reason := m.Trivial(); reason != "" {
		res.Status, res.Reason, res.Complete = Unsat, reason, true
		return res, nil
	}
	if ps, ok := inst.(Presolver); ok {
		answers, complete, ok, err := ps.Presolve(limit, func(a Answer) {
			if first != nil && limit > 1 && inst.Check(a) == nil {
				partial := *res
				partial.Status, partial.Answers, partial.Stats.Millis = Solved, []Answer{a}, elapsed()
				first(&partial)
			}
		})
		if err != nil {
			return nil, err
		}
		if ok {
			for _, a := range answers {
				if err := inst.Check(a); err != nil {
					return nil, &InternalError{fmt.Errorf("%s: %w", inst.TypeName(), err)}
				}
			}
			res.Status, res.Answers, res.Complete = Solved, answers, complete
			if len(answers) == 0 {
				res.Status = Unsat
			}
			return res, nil
		}
	}
	s := m.Solver()
	res.Status, res.Complete = Solved, true
	for {
		a, err := Next(s, inst, dec, &res.Stats)
		if err != nil {
			return nil, err
		}
		if a == nil {
			break
		}
		if len(res.Answers) == limit {
			res.Complete = false
			break
		}
		res.Answers = append(res.Answers, a)
		if first != nil && len(res.Answers) == 1 && limit > 1 {
			partial := *res
			partial.Complete, partial.Stats.Millis = false, elapsed()
			first(&partial)
		}
		s.Block(dec.Vars())
	}
	if len(res.Answers) == 0 {
		res.Status = Unsat
	}
	return res, nil
}

// Presolver is implemented by instances that find their answers faster in
// models of their own than by the search over Encode's model (Numberlink
// under the classic rule: a fill answer first, then a proof over reduced
// solutions only). Presolve returns what Solve(inst, limit) would: up to
// limit answers and whether they are all the solutions, calling first
// with the first answer as soon as it is found. ok false means it cannot
// tell, and Solve searches as usual. Solve checks the answers.
type Presolver interface {
	Presolve(limit int, first func(Answer)) (answers []Answer, complete, ok bool, err error)
}

// Next solves s until it finds a model that decodes into an answer obeying
// every lazy constraint, and checks that answer. It returns nil when there
// is none. stats.Solves counts the solver calls.
func Next(s *sat.Solver, inst Instance, dec Decoder, stats *Stats) (Answer, error) {
	ref, lazy := dec.(Refiner)
	for {
		stats.Solves++
		if !s.Solve() {
			return nil, nil
		}
		if lazy {
			if cls := ref.Refine(s.Value); len(cls) > 0 {
				for _, c := range cls {
					s.AddClause(c...)
				}
				continue
			}
		}
		a := dec.Decode(s)
		if err := inst.Check(a); err != nil {
			return nil, &InternalError{fmt.Errorf("%s: %w", inst.TypeName(), err)}
		}
		return a, nil
	}
}

// Summary is the one-line human status of a result: its headline, then
// its figures.
func (res *Result) Summary() string { return res.headline() + " " + res.Figures() }

// SummaryOf is Summary in inst's own words: the headline of its Report's
// Summary when it has one (the magic hexagon's "1 solution up to
// symmetry"), then the figures. The CLI and the web app both print it.
func SummaryOf(inst Instance, res *Result) string {
	if sum := ReportOf(inst).Summary; sum != nil {
		return sum(res) + " " + res.Figures()
	}
	return res.Summary()
}

// Figures are the solver's figures in parentheses: time, variables and
// clauses of the model.
func (res *Result) Figures() string {
	return fmt.Sprintf("(%.1f ms, %d variables, %d clauses)", res.Stats.Millis, res.Stats.Variables, res.Stats.Clauses)
}

// headline is the outcome in words, without figures.
func (res *Result) headline() string {
	switch {
	case res.Status == Unsat && res.Reason != "":
		return "no solution: " + res.Reason
	case res.Status == Unsat:
		return "no solution"
	case res.Unique():
		return "solved: unique solution"
	case res.Complete:
		return fmt.Sprintf("solved: %d solutions", len(res.Answers))
	}
	return fmt.Sprintf("solved: not unique (at least %d solutions)", len(res.Answers))
}
