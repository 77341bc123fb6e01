package nonogram

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkNonogram solves the examples, among them Tatham's Pattern
// puzzles 10x10 to 30x30, and generates a unique 10x10 puzzle.
func BenchmarkNonogram(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
