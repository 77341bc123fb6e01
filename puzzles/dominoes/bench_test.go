package dominoes

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// benchSolve solves the puzzle in path and counts up to 2 solutions, as
// the app does to report uniqueness.
func benchSolve(b *testing.B, path string) {
	p := mustParse(b, golden.Read(b, path))
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || res.Status != puzzles.Solved {
			b.Fatalf("%s: %v %v", path, res, err)
		}
	}
}

// BenchmarkSeed: the seed's irregular double-six layout with its clue.
func BenchmarkSeed(b *testing.B) { benchSolve(b, "testdata/seed_dp_001.txt") }

// BenchmarkDominosa: generated Dominosa double-9 and double-15 puzzles
// (unique, and one random double-15 with many solutions).
func BenchmarkDominosa(b *testing.B) {
	files, _ := filepath.Glob("testdata/dominosa_*.txt")
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), "dominosa_"), ".txt")
		if strings.HasPrefix(name, "6_") {
			continue
		}
		b.Run(name, func(b *testing.B) { benchSolve(b, f) })
	}
}

// BenchmarkGenerate: a unique Dominosa puzzle (seed 1) from a random tiling.
func BenchmarkGenerate(b *testing.B) {
	for _, n := range []int{9, 15} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Generate(n, 1, true); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
