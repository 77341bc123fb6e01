package starbattle

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkStarBattleQueens9: LinkedIn-style Queens, 9x9, one star.
func BenchmarkStarBattleQueens9(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, queens9)) }

// BenchmarkStarBattle10x10K2: the speed case, 10x10 with two stars.
func BenchmarkStarBattle10x10K2(b *testing.B) { puzzlestest.BenchSolve(b, mustParse(b, stars10)) }

// BenchmarkStarBattleGenerate10x10K2: a unique 10x10 two-star puzzle.
func BenchmarkStarBattleGenerate10x10K2(b *testing.B) {
	puzzlestest.BenchGenerate(b, Type{}, puzzles.GenerateOptions{Rows: 10, Cols: 10, Seed: 1, Variant: "2"})
}
