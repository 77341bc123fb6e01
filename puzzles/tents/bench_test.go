package tents

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

// BenchmarkTents10x10: the speed case, the slowest of 20 Tatham
// 10x10 tricky puzzles.
func BenchmarkTents10x10(b *testing.B) { benchSolve(b, tents10) }

// BenchmarkTents15x15: the slowest of 20 Tatham 15x15 tricky puzzles.
func BenchmarkTents15x15(b *testing.B) { benchSolve(b, tents15) }

// BenchmarkTentsGenerate10x10: a unique 10x10 puzzle.
func BenchmarkTentsGenerate10x10(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(10, 10, 1); err != nil {
			b.Fatal(err)
		}
	}
}
