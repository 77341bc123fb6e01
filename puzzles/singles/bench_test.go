package singles

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkSingles solves (and proves unique) the examples, among them
// Tatham's 12x12 Tricky, and generates a 10x10 puzzle.
func BenchmarkSingles(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}

// BenchmarkTatham12dk solves each of the 20 IDs of Tatham's hardest
// preset, 12x12 Tricky, proving each unique (sub-benchmarks a to t).
func BenchmarkTatham12dk(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/12x12dk.txt"))
}
