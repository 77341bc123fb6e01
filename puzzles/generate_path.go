package puzzles

import (
	"math/rand"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// WarnsdorffPath walks a random path through every cell of size by
// Warnsdorff's rule, as the numbered-path generators (hidato, signpost)
// do: from start, each step goes to one of steps(cur) that is free, with
// the fewest free cells among its own steps, ties broken at random. A cell
// is free when it is not on the path yet and allowed (nil allows all)
// lets it follow the path's first visited cells. It returns nil when the
// walk gets stuck.
func WarnsdorffPath(size grid.Size, start grid.Pos, steps func(grid.Pos) []grid.Pos, allowed func(q grid.Pos, visited int) bool, rng *rand.Rand) []grid.Pos {
	n := size.Rows * size.Cols
	seen := make([]bool, n)
	free := func(q grid.Pos, visited int) bool {
		return !seen[size.Index(q)] && (allowed == nil || allowed(q, visited))
	}
	cur := start
	path := []grid.Pos{cur}
	seen[size.Index(cur)] = true
	for len(path) < n {
		var best []grid.Pos
		fewest := -1
		for _, q := range steps(cur) {
			if !free(q, len(path)) {
				continue
			}
			onward := 0
			for _, r := range steps(q) {
				if free(r, len(path)) {
					onward++
				}
			}
			switch {
			case fewest < 0 || onward < fewest:
				best, fewest = []grid.Pos{q}, onward
			case onward == fewest:
				best = append(best, q)
			}
		}
		if best == nil {
			return nil
		}
		cur = best[rng.Intn(len(best))]
		seen[size.Index(cur)] = true
		path = append(path, cur)
	}
	return path
}
