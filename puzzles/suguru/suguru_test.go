package suguru

import (
	"math/rand/v2"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestBruteForce compares solution counts with every numbering of tiny
// random boards that holds each region's numbers once (the touching
// rule left to Check), a few givens on them. Half the boards have
// regions grown from random seeds, which seldom can be numbered; the
// other half the generator's planted regions, which can.
func TestBruteForce(t *testing.T) {
	puzzlestest.RandomCountsMatch(t, 3, 60, func(rng *rand.Rand, i int) *Puzzle {
		p, _ := New(2+rng.IntN(2), 2+rng.IntN(3))
		if i%2 == 0 {
			var seeds [][]grid.Pos
			for _, i := range rng.Perm(len(p.Size().Cells()))[:len(p.Size().Cells())/4+1+rng.IntN(2)] {
				seeds = append(seeds, []grid.Pos{p.Size().Cells()[i]})
			}
			p.Region = cellgrid.GrowRegions(rng, p.Size(), seeds)
		} else {
			plant(p, rng)
		}
		puzzlestest.Scatter(rng, p.Cells, 10, func() int { return 1 + rng.IntN(4) })
		return p
	}, func(p *Puzzle) int {
		return puzzlestest.CountRoomNumberings(p.Size(), p.Of, p.RegionCells(), func(numbers [][]int) bool {
			return p.Check(&Answer{Grid: numbers}) == nil
		})
	}, 20)
}
