package binairo

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkBinairo solves the examples, among them Tatham's Unruly 14x14
// (the speed case), 14x14 with unique rows and 16x16, and
// generates a unique 10x10 puzzle.
func BenchmarkBinairo(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
