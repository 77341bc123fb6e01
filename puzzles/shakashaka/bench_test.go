package shakashaka

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkShakashaka solves (and proves unique) the examples, 6x6 to
// 12x12, and generates a unique 8x8 puzzle, numbers thinned.
func BenchmarkShakashaka(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}
