package cave

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestNoqx: the boards of the noqx comparison (testdata/noqx.txt) have
// one solution each, the answers in testdata/noqx.golden.
func TestNoqx(t *testing.T) {
	if testing.Short() {
		t.Skip("a 15x15 and a 20x20 board")
	}
	var out strings.Builder
	for _, url := range puzzlestest.IDs(t, "testdata/noqx.txt") {
		p, err := Parse(url)
		if err != nil {
			t.Fatal(err)
		}
		a := puzzlestest.Unique(t, p)
		out.WriteString(url + "\n" + a.Text() + "\n")
	}
	golden.Check(t, "noqx", out.String())
}

// BenchmarkNoqx solves (and proves unique) the boards of the noqx
// comparison, 15x15 and 20x20.
func BenchmarkNoqx(b *testing.B) {
	puzzlestest.BenchSolveEach(b, Type, puzzlestest.IDs(b, "testdata/noqx.txt"))
}
