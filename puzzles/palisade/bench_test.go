package palisade

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkPalisade solves the examples, among them a Tatham 15x12, and
// generates a unique 8x6 puzzle of regions of 6.
func BenchmarkPalisade(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 8, Variant: "n6", Seed: 1})
}

// BenchmarkTatham15x12 solves each of the 20 IDs of Tatham's largest
// preset, 15x12 regions of 10, proving each unique.
func BenchmarkTatham15x12(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/15x12n10.txt"))
}
