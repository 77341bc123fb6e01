package mapcolour

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkMap solves the examples, among them a Tatham 20x15, and
// generates a unique 10x10 puzzle.
func BenchmarkMap(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}

// BenchmarkTatham30x25 solves each of the 20 IDs of Tatham's largest
// preset, 30x25 with 75 regions, proving each unique.
func BenchmarkTatham30x25(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/30x25n75dh.txt"))
}
