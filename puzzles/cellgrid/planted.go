package cellgrid

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// PlantedRegions grows a region around each planted cell (GrowRegions,
// the seeds in reading order) and merges them into regions of k planted
// cells each (MergeRegions), growing them again until they merge.
func PlantedRegions(rng *rand.Rand, size grid.Size, planted map[grid.Pos]bool, k int) [][]int {
	var seeds [][]grid.Pos
	for _, pos := range size.Cells() {
		if planted[pos] {
			seeds = append(seeds, []grid.Pos{pos})
		}
	}
	region := GrowRegions(rng, size, seeds)
	for !MergeRegions(rng, region, k) {
		region = GrowRegions(rng, size, seeds)
	}
	return region
}

// PlaceNonTouching places k marks (Star Battle's stars) in every row and
// column of an n x n board, no two touching, not even at a corner, by a
// randomised depth-first search row by row; nil when its budget of
// 20000 steps runs out.
func PlaceNonTouching(rng *rand.Rand, n, k int) map[grid.Pos]bool {
	stars, cols, budget := map[grid.Pos]bool{}, make([]int, n), 20000
	var row func(r int) bool
	var pick func(r int, order []int, left int) bool
	row = func(r int) bool {
		for _, have := range cols { // a column needs room for its missing stars
			if k-have > (n-r+1)/2 {
				return false
			}
		}
		return r == n || pick(r, rng.Perm(n), k)
	}
	pick = func(r int, order []int, left int) bool {
		if budget--; left == 0 || budget < 0 {
			return budget >= 0 && row(r+1)
		}
		for i, c := range order {
			pos := grid.Pos{R: r, C: c}
			if cols[c] == k || puzzles.CountIn(stars, grid.Size{Rows: n, Cols: n}.Neighbours(pos, grid.King)...) > 0 {
				continue
			}
			stars[pos], cols[c] = true, cols[c]+1
			if pick(r, order[i+1:], left-1) {
				return true
			}
			delete(stars, pos)
			cols[c]--
		}
		return false
	}
	if !row(0) {
		return nil
	}
	return stars
}
