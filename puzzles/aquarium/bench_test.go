package aquarium

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkAquarium solves the examples and generates a unique 10x10
// puzzle.
func BenchmarkAquarium(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
