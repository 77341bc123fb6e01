package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// benchIDs solves (and proves unique) every Solo ID of testdata whose
// parameters start with prefix, as the app does.
func benchIDs(b *testing.B, prefix string) {
	for _, id := range tathamIDs(b) {
		params, _, _ := strings.Cut(id, ":")
		if params != prefix {
			continue
		}
		p := mustParse(b, id)
		b.Run(id[len(params)+1:][:8], func(b *testing.B) {
			for b.Loop() {
				res, err := puzzles.Solve(p, 2)
				if err != nil || !res.Unique() {
					b.Fatalf("%v %v", res, err)
				}
			}
		})
	}
}

// Tatham's Unreasonable level, 9x9 of every variant, and 16x16.
func BenchmarkSudokuClassic(b *testing.B) { benchIDs(b, "3x3") }
func BenchmarkSudokuX(b *testing.B)       { benchIDs(b, "3x3x") }
func BenchmarkSudokuJigsaw(b *testing.B)  { benchIDs(b, "9j") }
func BenchmarkSudokuKiller(b *testing.B)  { benchIDs(b, "3x3k") }
func BenchmarkSudokuKillerX(b *testing.B) { benchIDs(b, "3x3xk") }
func BenchmarkSudoku16(b *testing.B)      { benchIDs(b, "4x4") }

// BenchmarkSudokuGenerate: a unique 9x9 classic puzzle from a random grid.
func BenchmarkSudokuGenerate(b *testing.B) {
	for b.Loop() {
		if _, err := (Type{}).Generate(puzzles.GenerateOptions{Rows: 9, Seed: 1}); err != nil {
			b.Fatal(err)
		}
	}
}
