package keen

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkKeen solves (and proves unique) the examples and generates a
// 6x6 puzzle.
func BenchmarkKeen(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1})
}

// BenchmarkTatham9dn solves each of the 20 IDs of Tatham's largest
// preset made here, 9x9 Normal, proving each unique.
func BenchmarkTatham9dn(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/9dn.txt"))
}
