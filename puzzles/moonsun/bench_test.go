package moonsun

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkMoonSun solves the examples (pzprjs's 6x6, generated 6x6 to
// 10x10, noqx's 15x15 and 36x20) and generates a unique 8x8 puzzle.
func BenchmarkMoonSun(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}
