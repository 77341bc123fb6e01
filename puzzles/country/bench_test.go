package country

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkCountry solves the examples (pzprjs's 5x5, generated 6x6 to
// 10x10, noqx's 17x17) and generates a unique 8x8 puzzle.
func BenchmarkCountry(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}
