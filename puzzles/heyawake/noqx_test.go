package heyawake

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// TestNoqx: noqx's two large examples (testdata/noqx.txt) have one
// solution each, the answers in testdata/noqx.golden.
func TestNoqx(t *testing.T) {
	if testing.Short() {
		t.Skip("a 19x15 and a dense 12x12 board")
	}
	var out strings.Builder
	for _, url := range puzzlestest.IDs(t, "testdata/noqx.txt") {
		a := puzzlestest.Unique(t, mustParse(t, url))
		out.WriteString(url + "\n" + a.Text() + "\n")
	}
	golden.Check(t, "noqx", out.String())
}

// BenchmarkNoqx solves (and proves unique) noqx's two large examples.
func BenchmarkNoqx(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}

// TestCounter: the counter of exactly k of n literals has C(n, k)
// models over them.
func TestCounter(t *testing.T) {
	for n := range 9 {
		for k := 1; k < n; k++ {
			m := sat.NewModel()
			lits := m.NewVars("x", n)
			counter(m, "count", k, lits)
			if got, _ := m.Count(lits, 1000); got != binomial(n, k) {
				t.Errorf("exactly %d of %d: %d models, want %d", k, n, got, binomial(n, k))
			}
		}
	}
}

func binomial(n, k int) int {
	b := 1
	for i := range k {
		b = b * (n - i) / (i + 1)
	}
	return b
}
