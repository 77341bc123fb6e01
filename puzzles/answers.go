package puzzles

import (
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// AnswerPair returns a and b as a type's own answer type A, for Diff; ok
// is false unless both are of that type.
func AnswerPair[A Answer](a, b Answer) (x, y A, ok bool) {
	x, okA := a.(A)
	y, okB := b.(A)
	return x, y, okA && okB
}

// Known is what a Decode passes to its own DecodePartial: every variable
// known, with its value in the solved s.
func Known(s *sat.Solver) func(l sat.Lit) (value, ok bool) {
	return func(l sat.Lit) (bool, bool) { return s.Value(l), true }
}
