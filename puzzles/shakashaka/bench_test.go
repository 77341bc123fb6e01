package shakashaka

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkShakashaka solves (and proves unique) the examples, 6x6 to
// 12x12, and generates a unique 8x8 puzzle, numbers thinned.
func BenchmarkShakashaka(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: 1})
}

// BenchmarkNoqx30x30 solves (and proves unique) noqx's 30x30 example.
func BenchmarkNoqx30x30(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}

// TestNoqx30x30: noqx's 30x30 example has one solution, and its URL
// writes back as it is.
func TestNoqx30x30(t *testing.T) {
	if testing.Short() {
		t.Skip("a 30x30 board")
	}
	for _, url := range puzzlestest.IDs(t, "testdata/noqx.txt") {
		puzzlestest.Unique(t, kit.Parse(t, url))
		puzzlestest.ReadsBack(t, Type, puzzlestest.URL, url)
		if got := puzzlestest.URL(kit.Parse(t, url)); len(got) != 1 || got[0] != url {
			t.Errorf("the URL writes as %v", got)
		}
	}
}
