package kurodoko

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkRange solves (and proves unique) the examples, among them
// Tatham's 16x11, and generates a 9x6 puzzle.
func BenchmarkRange(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 9, Seed: 1})
}

// BenchmarkTatham16x11 solves each of the 20 IDs of Tatham's largest
// preset, 16x11, proving each unique (sub-benchmarks a to t).
func BenchmarkTatham16x11(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/16x11.txt"))
}
