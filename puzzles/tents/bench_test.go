package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkTents solves the examples, among them the slowest of 20
// Tatham 10x10 tricky puzzles (the speed case) and of 20 15x15
// tricky ones, and generates a unique 10x10 puzzle.
func BenchmarkTents(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
