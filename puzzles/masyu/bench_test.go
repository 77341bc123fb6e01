package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkPearl10Tricky: Tatham's hardest 10x10 Pearl (10x10dt), one
// sub-benchmark per generated ID.
func BenchmarkPearl10Tricky(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, puzzlestest.Lines(b, "testdata/pearl_ids.txt", "10x10:"))
}

// BenchmarkPearl12Tricky: 12x12 tricky Pearl (12x12dt).
func BenchmarkPearl12Tricky(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type{}, puzzlestest.Lines(b, "testdata/pearl_ids.txt", "12x12:"))
}

// BenchmarkGenerate6: a unique 6x6 puzzle, pearls dropped.
func BenchmarkGenerate6(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1})
}
