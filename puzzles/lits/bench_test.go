package lits

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkLITS solves the examples and generates a unique 6x6 puzzle.
func BenchmarkLITS(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 5})
}
