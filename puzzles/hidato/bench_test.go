package hidato

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/golden"
)

// Outcomes a benchmark checks.
const (
	unique   = "unique"
	solvable = "solvable"
	none     = "no solution"
)

// benchSolve solves and counts (limit 2: proves uniqueness) the puzzle in file.
func benchSolve(b *testing.B, typ *Type, file, want string) {
	p := mustParse(b, typ, golden.Read(b, file))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			b.Fatal(err)
		}
		got := none
		switch {
		case res.Unique():
			got = unique
		case res.Status == puzzles.Solved:
			got = solvable
		}
		if got != want && !(want == solvable && got == unique) {
			b.Fatalf("%s: %s, want %s", file, got, want)
		}
	}
}

func BenchmarkSeedHidato(b *testing.B) {
	benchSolve(b, Hidato, "testdata/hidato_hi_002.txt", unique)
}

func BenchmarkSeedBrokenHidato(b *testing.B) {
	benchSolve(b, Hidato, "testdata/hidato_hi_002XBroken.txt", none)
}

// BenchmarkExplainBrokenHidato times "Why no solution?" on the broken seed
// (issue 16's target: 1 s in WASM); it must blame some clues.
func BenchmarkExplainBrokenHidato(b *testing.B) {
	p := hidatoBroken(b)
	for b.Loop() {
		e, err := puzzles.Explain(p, nil)
		if err != nil {
			b.Fatal(err)
		}
		if e.Status != puzzles.Unsat || len(e.Conflict) == 0 {
			b.Fatalf("explain: %s with %d clues blamed", e.Status, len(e.Conflict))
		}
	}
}

func BenchmarkSeedKnightsTour(b *testing.B) {
	benchSolve(b, KnightsTour, "testdata/ktour_003.txt", unique)
}

// benchSet runs one sub-benchmark per file of a generated set.
func benchSet(b *testing.B, dir, prefix string, typ *Type, want string) {
	files, _ := filepath.Glob(filepath.Join("testdata", dir, prefix+"*.txt"))
	if len(files) == 0 {
		b.Fatalf("no puzzles in testdata/%s", dir)
	}
	for _, f := range files {
		b.Run(strings.TrimSuffix(filepath.Base(f), ".txt"), func(b *testing.B) {
			benchSolve(b, typ, f, want)
		})
	}
}

// Unique puzzles from Generate (as few clues as it could leave).
func BenchmarkGeneratedHidato12x12(b *testing.B) {
	benchSet(b, "generated", "hidato_12x12", Hidato, unique)
}

func BenchmarkGeneratedKnightsTour10x10(b *testing.B) {
	benchSet(b, "generated", "knightstour_10x10", KnightsTour, unique)
}

// The same puzzles thinned to 15% clues (usually several solutions).
func BenchmarkSparseHidato12x12(b *testing.B) {
	benchSet(b, "sparse", "hidato_12x12", Hidato, solvable)
}

func BenchmarkSparseKnightsTour10x10(b *testing.B) {
	benchSet(b, "sparse", "knightstour_10x10", KnightsTour, solvable)
}

func BenchmarkGenerateHidato8x8(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := Hidato.Generate(puzzles.GenerateOptions{Rows: 8, Cols: 8, Seed: int64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
