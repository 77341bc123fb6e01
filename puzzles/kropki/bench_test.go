package kropki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkKropki solves (and proves unique) the examples and generates
// a 5x5 puzzle.
func BenchmarkKropki(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 5, Cols: 5, Seed: 1})
}
