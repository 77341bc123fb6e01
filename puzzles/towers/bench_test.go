package towers

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkTowers solves (and proves unique) the examples, among them
// Tatham's 8x8 Extreme and Unreasonable, and generates a 6x6 puzzle.
func BenchmarkTowers(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1})
}

// BenchmarkTatham8du solves each of the 20 IDs of Tatham's hardest preset
// made here, 8x8 Unreasonable, proving each unique (sub-benchmarks a to
// t, in the file's order).
func BenchmarkTatham8du(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/8du.txt"))
}
