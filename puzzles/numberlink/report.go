package numberlink

import (
	"fmt"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Report implements puzzles.Reporter: the summary names the rules the
// count is under, since the count depends on them.
func (p *Puzzle) Report() puzzles.Report {
	return puzzles.Report{Summary: p.Summary}
}

// Summary is the one-line status of a solve, with the rules in force:
// "unique solution (rules: fill notouch)".
func (p *Puzzle) Summary(res *puzzles.Result) string {
	var s string
	switch {
	case res.Status == puzzles.Unsat && res.Reason != "":
		s = "no solution: " + res.Reason
	case res.Status != puzzles.Solved:
		s = "no solution"
	case res.Unique():
		s = "unique solution"
	case res.Complete:
		s = fmt.Sprintf("%d solutions", len(res.Answers))
	default:
		s = fmt.Sprintf("not unique: at least %d solutions", len(res.Answers))
	}
	return fmt.Sprintf("%s (rules: %s)", s, p.RuleText())
}
