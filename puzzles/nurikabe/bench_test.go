package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkNurikabe10x10Sparse: a sparse 10x10 with islands up to 8 cells,
// quoted as slow for grilops in obijywk/grilops issue 10.
func BenchmarkNurikabe10x10Sparse(b *testing.B) {
	puzzlestest.BenchSolve(b, mustParse(b, "https://puzz.link/p?nurikabe/10/10/p2q8j7m2h7zh4h8m4j2q6p"))
}

// BenchmarkNurikabeGenerated10x10: Generate(10, 10, 1).
func BenchmarkNurikabeGenerated10x10(b *testing.B) {
	puzzlestest.BenchSolve(b, mustParse(b, generated10))
}

// BenchmarkNurikabeGenerate10x10: making a unique 10x10 puzzle.
func BenchmarkNurikabeGenerate10x10(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
