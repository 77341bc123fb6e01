package masyu

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestGenerateSeed5: the seed that found no unique 6x6 board among 60
// random loops makes one.
func TestGenerateSeed5(t *testing.T) {
	puzzlestest.Generates(t, Type, puzzles.GenerateOptions{Seed: 5}, puzzles.GenerateOptions{Rows: 7, Cols: 9, Seed: 5})
	puzzlestest.GenerateErrors(t, Type, map[puzzles.GenerateOptions]string{
		{Rows: 31, Cols: 5}: "generated boards are at most 30x30, not 5x31",
		{Rows: 1, Cols: 5}:  "a 5x1 board has no room for a loop",
	})
}

// BenchmarkGenerateLargest: each seed at the largest offered size
// (make bench-wasm: the time in the browser).
func BenchmarkGenerateLargest(b *testing.B) { puzzlestest.BenchLargestOffer(b, Type) }
