package numberlink

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchSolve solves and counts to 2 (proving uniqueness) once per iteration.
func benchSolve(b *testing.B, text string) {
	p, err := Parse(text)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := puzzles.Solve(p, 2); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSeed(b *testing.B) {
	text, err := os.ReadFile("testdata/seed_7x7.txt")
	if err != nil {
		b.Fatal(err)
	}
	benchSolve(b, string(text))
}

// BenchmarkFlowFree covers every Flow Free level (solve + uniqueness count).
func BenchmarkFlowFree(b *testing.B) {
	files, _ := filepath.Glob("testdata/flowfree/*.txt")
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(b *testing.B) { benchSolve(b, string(text)) })
	}
}
