package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchSolve solves and proves uniqueness (counts up to 2 solutions), as
// the app does.
func benchSolve(b *testing.B, text string) {
	p := mustParse(b, text)
	for b.Loop() {
		res, err := puzzles.Solve(p, 2)
		if err != nil || !res.Unique() {
			b.Fatalf("%v %v", res, err)
		}
	}
}

// BenchmarkNurikabe10x10Sparse: a sparse 10x10 with islands up to 8 cells,
// quoted as slow for grilops in obijywk/grilops issue 10.
func BenchmarkNurikabe10x10Sparse(b *testing.B) {
	benchSolve(b, "https://puzz.link/p?nurikabe/10/10/p2q8j7m2h7zh4h8m4j2q6p")
}

// BenchmarkNurikabeGenerated10x10: Generate(10, 10, 1).
func BenchmarkNurikabeGenerated10x10(b *testing.B) { benchSolve(b, generated10) }

// BenchmarkNurikabeGenerate10x10: making a unique 10x10 puzzle.
func BenchmarkNurikabeGenerate10x10(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(10, 10, 1); err != nil {
			b.Fatal(err)
		}
	}
}
