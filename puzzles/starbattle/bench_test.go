package starbattle

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

// BenchmarkStarBattleQueens9: LinkedIn-style Queens, 9x9, one star.
func BenchmarkStarBattleQueens9(b *testing.B) { benchSolve(b, queens9) }

// BenchmarkStarBattle10x10K2: the speed case, 10x10 with two stars.
func BenchmarkStarBattle10x10K2(b *testing.B) { benchSolve(b, stars10) }

// BenchmarkStarBattleGenerate10x10K2: a unique 10x10 two-star puzzle.
func BenchmarkStarBattleGenerate10x10K2(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(10, 2, 1); err != nil {
			b.Fatal(err)
		}
	}
}
