package lightup

import (
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

// BenchmarkLightUp14 and 25: Tatham's hard puzzles (the built-in examples).
func BenchmarkLightUp14(b *testing.B)  { benchSolve(b, lightup14) }
func BenchmarkLightUp14b(b *testing.B) { benchSolve(b, lightup14b) }
func BenchmarkLightUp25(b *testing.B)  { benchSolve(b, lightup25) }

// BenchmarkGenerate10: a unique 10x10 puzzle, numbers thinned.
func BenchmarkGenerate10(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(10, 10, 1); err != nil {
			b.Fatal(err)
		}
	}
}
