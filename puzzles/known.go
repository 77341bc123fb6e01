package puzzles

import "github.com/puzzlesat/puzzlesat/puzzles/sat"

// Known is what a Decode passes to its own DecodePartial: every variable
// known, with its value in the solved s.
func Known(s *sat.Solver) func(l sat.Lit) (value, ok bool) {
	return func(l sat.Lit) (bool, bool) { return s.Value(l), true }
}
