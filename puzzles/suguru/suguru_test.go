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
		cells, regions, n := p.Size().Cells(), p.RegionCells(), 0
		a := &Answer{Grid: make([][]int, p.Size().Rows)}
		for r := range a.Grid {
			a.Grid[r] = make([]int, p.Size().Cols)
		}
		used := map[[2]int]bool{} // region, number
		var next func(i int)
		next = func(i int) {
			if i == len(cells) {
				n += map[bool]int{true: 1}[p.Check(a) == nil]
				return
			}
			pos := cells[i]
			for v := 1; v <= len(regions[p.Of(pos)]); v++ {
				if k := [2]int{p.Of(pos), v}; !used[k] {
					used[k], a.Grid[pos.R][pos.C] = true, v
					next(i + 1)
					used[k] = false
				}
			}
		}
		next(0)
		return min(n, 1000) // what Solve counts up to
	}, 20)
}
