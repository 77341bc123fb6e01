package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkStarBattle solves the examples, among them LinkedIn-style
// Queens 9x9 with one star and the speed case, 10x10 with two,
// and generates a unique 10x10 two-star puzzle.
func BenchmarkStarBattle(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1, Variant: "2"})
}
