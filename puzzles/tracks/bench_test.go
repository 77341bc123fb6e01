package tracks

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkTracks solves (and proves unique) the examples and generates
// an 8x8 puzzle.
func BenchmarkTracks(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}

// BenchmarkTatham15x15dh solves each of the 20 IDs of Tatham's 15x15
// Hard made here, proving each unique.
func BenchmarkTatham15x15dh(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/15x15dh.txt"))
}
