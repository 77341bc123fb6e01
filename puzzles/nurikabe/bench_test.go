package nurikabe

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkNurikabe solves the examples with one solution, among them
// an earlier Generate(10, 10, 1) and a sparse 10x10 with islands up to 8 cells,
// quoted as slow for grilops in obijywk/grilops issue 10, and generates a
// unique 10x10 puzzle.
func BenchmarkNurikabe(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
