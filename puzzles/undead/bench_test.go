package undead

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkUndead solves (and proves unique) the examples, among them
// Tatham's 7x7 Normal, and generates a 7x7 puzzle.
func BenchmarkUndead(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}

// BenchmarkTatham7x7dn solves each of the 20 IDs of Tatham's largest
// preset, 7x7 Normal, proving each unique (sub-benchmarks a to t).
func BenchmarkTatham7x7dn(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/7x7dn.txt"))
}
