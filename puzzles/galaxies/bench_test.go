package galaxies

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkGalaxies solves the examples, among them a Tatham 15x15, and
// generates a unique 7x7 puzzle.
func BenchmarkGalaxies(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}

// BenchmarkTatham15 solves each of the 20 IDs of Tatham's largest preset,
// 15x15, proving each unique.
func BenchmarkTatham15(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/15x15.txt"))
}
