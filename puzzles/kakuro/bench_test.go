package kakuro

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkKakuro solves the examples, among them noqx's 15x15 puzzle,
// and generates a unique 7x7 puzzle.
func BenchmarkKakuro(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}
