package suguru

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkSuguru solves the examples (proving each unique) and
// generates a unique 8x8 puzzle.
func BenchmarkSuguru(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}

// BenchmarkNoqxBoards solves (and proves unique) the 10x10 and 15x15
// boards of the comparison with noqx.
func BenchmarkNoqxBoards(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}

// TestNoqxBoards: the boards of the comparison with noqx have one
// solution each, and their URLs write back as they are.
func TestNoqxBoards(t *testing.T) {
	for _, url := range puzzlestest.IDs(t, "testdata/noqx.txt") {
		puzzlestest.Unique(t, kit.Parse(t, url))
		if got := puzzlestest.URL(kit.Parse(t, url)); len(got) != 1 || got[0] != url {
			t.Errorf("the URL writes as %v", got)
		}
	}
}
