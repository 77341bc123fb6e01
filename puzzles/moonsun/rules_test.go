package moonsun

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

// TestCountAgainstBruteForce: on tiny boards of random rooms, half their
// cells circles (moons or suns, and on a third of the boards circles of
// unknown kind too), the solver counts the loops that Check accepts.
func TestCountAgainstBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 120, func(rng *rand.Rand, i int) *Puzzle {
		sz := [][2]int{{2, 3}, {3, 3}, {2, 4}, {3, 4}, {4, 2}, {2, 5}}[i%6]
		p, _ := New(sz[0], sz[1])
		var seeds [][]grid.Pos
		for range 1 + rng.IntN(4) {
			seeds = append(seeds, []grid.Pos{{R: rng.IntN(sz[0]), C: rng.IntN(sz[1])}})
		}
		p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		puzzlestest.Scatter(rng, p.Cells, 2, func() int { return 1 + rng.IntN(2+i%3/2) }) // every third board with circles of unknown kind
		return p
	}, bruteCount, 10)
}
