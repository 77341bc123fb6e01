package tapa

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkTapa solves the examples, up to 10x10, and generates a unique
// 8x8 puzzle.
func BenchmarkTapa(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}
