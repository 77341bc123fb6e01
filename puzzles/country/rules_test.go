package country

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// bruteCount counts the loops of a small board that Check accepts, with
// no SAT.
func bruteCount(p *Puzzle) int {
	return puzzlestest.CountLoops(p, p.Size().Rows, p.Size().Cols, func(loop [][2]int) puzzles.Answer { return &Answer{Loop: loop} })
}

// TestCountAgainstBruteForce: on tiny boards of random regions, some
// numbered, the solver counts the loops that Check accepts.
func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{2, 3}, {3, 3}, {2, 4}, {2, 5}, {4, 2}}[i%5]
		p, _ := New(sz[0], sz[1])
		var seeds [][]grid.Pos
		for range 2 + rng.IntN(3) {
			seeds = append(seeds, []grid.Pos{{R: rng.IntN(sz[0]), C: rng.IntN(sz[1])}})
		}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		puzzlestest.Scatter(rng, p.Cells, 4, func() int { return rng.IntN(4) })
		return p
	}, bruteCount, 10)
}
