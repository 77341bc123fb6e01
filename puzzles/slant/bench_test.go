package slant

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkSlant solves (and proves unique) the examples, among them
// Tatham's 12x10 Hard, and generates an 8x8 puzzle.
func BenchmarkSlant(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}

// BenchmarkTatham12x10dh solves each of the 10 IDs of Tatham's 12x10
// Hard made here, proving each unique.
func BenchmarkTatham12x10dh(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/12x10dh.txt"))
}
