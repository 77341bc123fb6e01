package lightup

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkLightUp solves the examples, among them Tatham's hard 14x14
// and 25x25 puzzles, and generates a unique 10x10 puzzle, numbers thinned.
func BenchmarkLightUp(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
