package filling

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkFilling solves the examples, among them a Tatham 17x13, and
// generates a unique 7x7 puzzle.
func BenchmarkFilling(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 7, Cols: 7, Seed: 1})
}

// BenchmarkTatham17x13 solves each of the 20 IDs of Tatham's largest
// preset, 17x13, proving each unique.
func BenchmarkTatham17x13(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/tatham/17x13.txt"))
}

// BenchmarkNoqx solves (and proves unique) noqx's two puzz.link
// examples, 15x15 and 9x9 (testdata/noqx.txt; tools/noqxbench).
func BenchmarkNoqx(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}
