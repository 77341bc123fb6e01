package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkMasyu solves the examples and the Pearl IDs of testdata made by
// Tatham's generator (6x6 to 12x12, the largest tricky: 10x10dt and
// 12x12dt), and generates a unique 6x6 puzzle, pearls dropped.
func BenchmarkMasyu(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 1}, puzzlestest.IDs(b, "testdata/pearl_ids.txt")...)
}

// BenchmarkGenerateLargest: each seed at the largest offered size
// (make bench-wasm: the time in the browser).
func BenchmarkGenerateLargest(b *testing.B) { puzzlestest.BenchLargestOffer(b, Type) }
