package unequal

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkUnequal solves (and proves unique) the examples and generates
// a 5x5 puzzle.
func BenchmarkUnequal(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 5, Cols: 5, Seed: 1})
}

// BenchmarkTatham9dr solves each of the 20 IDs of Tatham's 9x9 Recursive
// made here, proving each unique (sub-benchmarks a to t).
func BenchmarkTatham9dr(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/9dr.txt"))
}
