package cellgrid

import (
	"math/rand/v2"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// EqualRegions divides a board into random regions of n cells each (n
// must divide the board's cells), numbered in reading order of their
// first cells: from the first free cell in reading order, a region grown
// at random over free cells that leaves every part of the free cells a
// multiple of n (20 tries, else all over again).
func EqualRegions(rng *rand.Rand, size grid.Size, n int) [][]int {
	for {
		region, _ := puzzles.NewGrid(size.Rows, size.Cols, NoRegion)
		free := func(q grid.Pos) bool { return size.In(q) && region[q.R][q.C] == NoRegion }
		id, ok := 0, true
		for _, pos := range size.Cells() {
			if !free(pos) {
				continue
			}
			ok = false
			for try := 0; try < 20 && !ok; try++ {
				cells := []grid.Pos{pos}
				region[pos.R][pos.C] = id
				for next := []grid.Pos{}; len(cells) < n; next = next[:0] {
					for _, c := range cells {
						for _, q := range size.Neighbours(c, grid.Orthogonal) {
							if free(q) {
								next = append(next, q)
							}
						}
					}
					if len(next) == 0 {
						break
					}
					q := next[rng.IntN(len(next))]
					cells, region[q.R][q.C] = append(cells, q), id
				}
				if ok = len(cells) == n && freeParts(size, free, n); !ok {
					for _, c := range cells {
						region[c.R][c.C] = NoRegion
					}
				}
			}
			if !ok {
				break
			}
			id++
		}
		if ok {
			return region
		}
	}
}

// freeParts reports whether every part of the free cells has a multiple
// of n cells.
func freeParts(size grid.Size, free func(grid.Pos) bool, n int) bool {
	seen := map[grid.Pos]bool{}
	for _, pos := range size.Cells() {
		if !free(pos) || seen[pos] {
			continue
		}
		count, queue := 0, []grid.Pos{pos}
		for seen[pos] = true; len(queue) > 0; queue = queue[1:] {
			count++
			for _, q := range size.Neighbours(queue[0], grid.Orthogonal) {
				if free(q) && !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
		if count%n != 0 {
			return false
		}
	}
	return true
}
