package sudoku

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// benchIDs solves (and proves unique) every Solo ID of testdata whose
// parameters are params, one sub-benchmark each, as the app does.
func benchIDs(b *testing.B, params string) {
	var ids []string
	for _, id := range tathamIDs(b) {
		if strings.HasPrefix(id, params+":") {
			ids = append(ids, id)
		}
	}
	puzzlestest.BenchSolveEach(b, Type, ids)
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
	puzzlestest.BenchGenerate(b, Type, puzzles.GenerateOptions{Rows: 9, Seed: 1})
}
