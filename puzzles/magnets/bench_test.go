package magnets

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkMagnets solves (and proves unique) the examples and generates
// an 8x7 puzzle.
func BenchmarkMagnets(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 8, Seed: 1})
}

// BenchmarkTatham10x9 solves each of the 20 IDs of Tatham's largest
// preset made here, 10x9 Tricky with strip clues, proving each unique
// (sub-benchmarks a to t, in the file's order).
func BenchmarkTatham10x9(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/10x9dtS.txt"))
}
