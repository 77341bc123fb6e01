package rect

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkRect solves the examples, among them a Tatham 19x19, and
// generates a unique 7x7 puzzle.
func BenchmarkRect(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}

// BenchmarkTatham19 solves each of the 20 IDs of Tatham's largest preset,
// 19x19, proving each unique.
func BenchmarkTatham19(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/19x19.txt"))
}
