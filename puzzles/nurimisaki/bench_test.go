package nurimisaki

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkNurimisaki solves (and proves unique) the examples and
// generates a 7x7 puzzle.
func BenchmarkNurimisaki(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}
