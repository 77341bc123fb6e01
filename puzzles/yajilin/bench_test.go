package yajilin

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkYajilin solves the examples (5x5 to noqx's 19x13 and 16x16)
// and generates a unique 8x8 puzzle.
func BenchmarkYajilin(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}
