package tents

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkTents10x10: the speed case, the slowest of 20 Tatham
// 10x10 tricky puzzles.
func BenchmarkTents10x10(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, tents10)) }

// BenchmarkTents15x15: the slowest of 20 Tatham 15x15 tricky puzzles.
func BenchmarkTents15x15(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, tents15)) }

// BenchmarkTentsGenerate10x10: a unique 10x10 puzzle.
func BenchmarkTentsGenerate10x10(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1})
}
