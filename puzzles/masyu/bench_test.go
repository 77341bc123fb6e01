package masyu

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchSolve solves text and proves its solution unique, as the app does.
func benchSolve(b *testing.B, text string) {
	p, err := Parse(text)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
	}
}

// pearlIDs reads the Pearl game IDs of testdata/pearl_ids.txt whose
// parameters start with prefix.
func pearlIDs(tb testing.TB, prefix string) []string {
	f, err := os.Open("testdata/pearl_ids.txt")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		if line := sc.Text(); strings.HasPrefix(line, prefix) {
			out = append(out, line)
		}
	}
	return out
}

// BenchmarkPearl10Tricky: Tatham's hardest 10x10 Pearl (10x10dt), one
// sub-benchmark per generated ID.
func BenchmarkPearl10Tricky(b *testing.B) {
	for i, id := range pearlIDs(b, "10x10:") {
		b.Run(string(rune('a'+i)), func(b *testing.B) { benchSolve(b, id) })
	}
}

// BenchmarkPearl12Tricky: 12x12 tricky Pearl (12x12dt).
func BenchmarkPearl12Tricky(b *testing.B) {
	for i, id := range pearlIDs(b, "12x12:") {
		b.Run(string(rune('a'+i)), func(b *testing.B) { benchSolve(b, id) })
	}
}

// BenchmarkGenerate8: a unique 8x8 puzzle, pearls dropped.
func BenchmarkGenerate8(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(8, 8, 1); err != nil {
			b.Fatal(err)
		}
	}
}
