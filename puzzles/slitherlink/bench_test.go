package slitherlink

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// loopyIDs reads the Loopy game IDs of testdata/loopy_ids.txt whose
// parameters start with prefix.
func loopyIDs(tb testing.TB, prefix string) []string {
	return puzzlestest.Lines(tb, "testdata/loopy_ids.txt", prefix)
}

// BenchmarkLoopy10Hard: Tatham's hardest 10x10 Loopy (10x10t0dh), one
// sub-benchmark per generated ID.
func BenchmarkLoopy10Hard(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, loopyIDs(b, "10x10t0:"))
}

// BenchmarkLoopy30Hard: 30x30 hard Loopy (30x30t0dh).
func BenchmarkLoopy30Hard(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, loopyIDs(b, "30x30t0:"))
}

// BenchmarkGenerate7: a unique 7x7 puzzle, clues dropped.
func BenchmarkGenerate7(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}
