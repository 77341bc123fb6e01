package puzzlestest

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Spread tallies the solution counts of the random puzzles that a test
// compares with brute force, so that it can ask that the comparison met
// enough puzzles with a solution and enough with several, not only
// impossible or unique ones.
type Spread struct {
	Solvable int // puzzles with a solution
	Several  int // puzzles with two solutions or more
}

// Add tallies a puzzle with n solutions.
func (s *Spread) Add(n int) {
	if n > 0 {
		s.Solvable++
	}
	if n > 1 {
		s.Several++
	}
}

// AtLeast fails the test unless the tally has at least solvable puzzles
// with a solution and several with more than one.
func (s Spread) AtLeast(t testing.TB, solvable, several int) {
	t.Helper()
	if s.Solvable < solvable || s.Several < several {
		t.Errorf("of the random puzzles %d had a solution and %d several, want at least %d and %d",
			s.Solvable, s.Several, solvable, several)
	}
}

// CountsSpread is CountsMatchUpTo with no minimum: it checks the solution
// counts of insts against brute and returns the spread of the counts.
func CountsSpread[P puzzles.Instance](t testing.TB, insts []P, brute func(P) int, limit int) Spread {
	t.Helper()
	var s Spread
	CountsMatchUpTo(t, insts, func(p P) int {
		n := brute(p)
		s.Add(n)
		return n
	}, limit, 0)
	return s
}
