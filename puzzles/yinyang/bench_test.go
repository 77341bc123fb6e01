package yinyang

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkYinYang solves (and proves unique) the examples, among them a
// generated 10x10, and generates a 10x10 puzzle.
func BenchmarkYinYang(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
