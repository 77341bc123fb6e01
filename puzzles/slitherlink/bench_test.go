package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkSlitherlink solves the examples and the Loopy IDs of testdata
// made by Tatham's generator (5x5 to 30x30, the largest hard: 10x10t0dh
// and 30x30t0dh), and generates a unique 7x7 puzzle, clues dropped.
func BenchmarkSlitherlink(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1}, puzzlestest.IDs(b, "testdata/loopy_ids.txt")...)
}
