package lightup

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkLightUp14 and 25: Tatham's hard puzzles (the built-in examples).
func BenchmarkLightUp14(b *testing.B)  { puzzlestest.BenchSolve(b, mustParse(b, lightup14)) }
func BenchmarkLightUp14b(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, lightup14b)) }
func BenchmarkLightUp25(b *testing.B)  { puzzlestest.BenchSolve(b, mustParse(b, lightup25)) }

// BenchmarkGenerate10: a unique 10x10 puzzle, numbers thinned.
func BenchmarkGenerate10(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
