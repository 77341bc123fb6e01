package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkLoopy10Hard: Tatham's hardest 10x10 Loopy (10x10t0dh), one
// sub-benchmark per generated ID.
func BenchmarkLoopy10Hard(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, puzzlestest.Lines(b, "testdata/loopy_ids.txt", "10x10t0:"))
}

// BenchmarkLoopy30Hard: 30x30 hard Loopy (30x30t0dh).
func BenchmarkLoopy30Hard(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, puzzlestest.Lines(b, "testdata/loopy_ids.txt", "30x30t0:"))
}

// BenchmarkGenerate7: a unique 7x7 puzzle, clues dropped.
func BenchmarkGenerate7(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}
