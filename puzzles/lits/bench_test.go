package lits

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// BenchmarkLITS solves the examples and generates a unique 6x6 puzzle;
// Planted10x10 solves and counts to 2 boards of regions grown around
// planted tetrominoes (not repaired: most have several answers).
func BenchmarkLITS(b *testing.B) {
	puzzlestest.Bench(b, Type, puzzles.GenerateOptions{Rows: 6, Cols: 6, Seed: 5})
	for seed := uint64(1); seed <= 3; seed++ {
		p := randomBoard(spec, rand.New(rand.NewPCG(seed, 9)), 10, 10, false)
		b.Run(fmt.Sprintf("Planted10x10/%d", seed), func(b *testing.B) {
			for b.Loop() {
				if _, err := puzzles.Solve(p, 2); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
